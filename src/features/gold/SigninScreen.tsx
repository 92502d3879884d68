import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { ArrowLeft, ArrowRight } from '@nutui/icons-react-taro'
import type { SignInConfig, SignInMonthResult } from '@api-types/signIn'
import Page from '@/components/Page'
import { useT, type MessageKey, type Translate } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { formatGold } from '@/utils/money'
import messages from './signin.messages'
import RedeemMemberCard from './RedeemMemberCard'
import {
  canShowNext, monthOf, monthTitleParams, monthWeeks, ruleParams, shiftMonth,
  type CalendarCell,
} from './signinView'
import { useSignIn } from './useSignIn'
import { memberBonus, memberBonusText, stripDays } from '@/utils/signInStrip'
import { pageUrl } from '@/routes'

type T = Translate<MessageKey | keyof typeof messages.en>

function SigninSkeleton() {
  return (
    <View className='signin-skeleton' aria-busy='true'>
      <View className='signin-hero signin-hero--skeleton'>
        <Skeleton width='40%' height='16px' />
        <Skeleton className='signin-skeleton__gold' width='30%' height='32px' />
      </View>
      {[0, 1].map((i) => (
        <View key={i} className='signin-card'>
          <Skeleton width='50%' height='16px' />
          <Skeleton className='signin-skeleton__lines' rows={3} width='100%' height='14px' />
        </View>
      ))}
    </View>
  )
}

/** The month calendar: 日..六 columns, the month's weeks, marks per day; make-up days tappable. */
function Calendar({ t, month, shown, today, onMove, onMakeUp, onRetry, busy }: {
  t: T
  month: { data: SignInMonthResult | null; state: string }
  shown: string
  today: string
  onMove: (month: string) => void
  onMakeUp: (cell: CalendarCell) => void
  onRetry: () => void
  busy: string | null
}) {
  const data = month.data?.month === shown ? month.data : null
  const next = canShowNext(shown, today)
  const cell = (c: CalendarCell | null, i: number) => {
    if (!c) return <View key={`blank-${i}`} className='signin-day signin-day--blank' />
    const tappable = c.mark === 'can_make_up'
    return (
      <View
        key={c.date}
        className={`signin-day signin-day--${c.mark}${c.isToday ? ' signin-day--is-today' : ''}${busy === c.date ? ' signin-day--busy' : ''}`}
        data-date={c.date}
        role={tappable ? 'button' : undefined}
        onClick={tappable ? () => onMakeUp(c) : undefined}
      >
        <Text className='signin-day__num'>{c.day}</Text>
        {c.mark === 'signed' || c.mark === 'made_up' ? <Text className='signin-day__gold'>+{c.gold}</Text> : null}
        {c.mark === 'can_make_up' ? <Text className='signin-day__hint'>{t('signin.canMakeUp')}</Text> : null}
        {c.mark === 'made_up' ? <Text className='signin-day__badge'>{t('signin.makeUpBadge')}</Text> : null}
      </View>
    )
  }

  let grid
  if (data) {
    grid = monthWeeks(shown, data.days, today).map((week, w) => (
      <View key={w} className='signin-calendar__week'>
        {week.map(cell)}
      </View>
    ))
  } else if (month.state === 'error') {
    grid = (
      <View className='signin-calendar__failed' role='button' onClick={onRetry}>
        {t('signin.monthFailed')}
      </View>
    )
  } else {
    grid = <Skeleton className='signin-calendar__loading' rows={5} width='100%' height='28px' />
  }

  return (
    <View className='signin-card signin-calendar'>
      <View className='signin-calendar__head'>
        <View className='signin-calendar__arrow signin-calendar__prev' role='button' aria-label={t('signin.prevMonth')} onClick={() => onMove(shiftMonth(shown, -1))}>
          <ArrowLeft size={14} />
        </View>
        <Text className='signin-calendar__title'>{t('signin.monthTitle', monthTitleParams(shown))}</Text>
        <View
          className={`signin-calendar__arrow signin-calendar__next${next ? '' : ' signin-calendar__arrow--off'}`}
          role='button'
          aria-label={t('signin.nextMonth')}
          aria-disabled={!next}
          onClick={next ? () => onMove(shiftMonth(shown, 1)) : undefined}
        >
          <ArrowRight size={14} />
        </View>
      </View>
      <View className='signin-calendar__week signin-calendar__weekdays'>
        {t('signin.weekdays').split(',').map((name, i) => (
          <Text key={i} className='signin-calendar__weekday'>{name}</Text>
        ))}
      </View>
      {grid}
      <View className='signin-calendar__legend'>
        <Text className='signin-legend signin-legend--signed'>{t('signin.legendSigned')}</Text>
        <Text className='signin-legend signin-legend--made_up'>{t('signin.legendMadeUp')}</Text>
        <Text className='signin-legend signin-legend--can_make_up'>{t('signin.canMakeUp')}</Text>
      </View>
      {data && data.make_up_left > 0 && shown === monthOf(today) ? (
        <Text className='signin-calendar__left'>{t('signin.makeUpLeft', { left: data.make_up_left, cost: data.make_up_cost })}</Text>
      ) : null}
    </View>
  )
}

function Rules({ t, config }: { t: T; config: SignInConfig }) {
  const params = ruleParams(config, t('signin.separator'))
  const lines = [t('signin.rule1', { ...params }), t('signin.rule2')]
  if (memberBonus(config.member_multiplier)) lines.push(t('signin.ruleVip', { ...params }))
  if (params.limit > 0) lines.push(t('signin.rule3', { ...params }))
  return (
    <View className='signin-card signin-rules'>
      <Text className='signin-rules__title'>{t('signin.rulesTitle')}</Text>
      {lines.map((line, i) => (
        <Text key={i} className='signin-rules__item'>
          {i + 1}. {line}
        </Text>
      ))}
    </View>
  )
}

// 每日签到: the gold and the streak, the 7-day strip with today's place, 立即签到, the month's
// calendar (missed days of this month made up for gold after a confirm), 金币兑会员 (member types
// bought with gold) and the rules, from signIn/config, signIn/month and member/rechargeInfo.
export default function SigninScreen() {
  const t = useT(messages)
  const { loggedIn, config, month, shown, showMonth, busy, signIn, makeUp } = useSignIn()

  if (!loggedIn) {
    return (
      <Page className='signin-page'>
        <LoginPrompt title={t('signin.loginTitle')} hint={t('signin.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }
  if (!config.data) {
    return (
      <Page className='signin-page'>
        {config.state === 'error' ? <LoadError title={t('signin.failed')} error={config.error} onRetry={config.reload} /> : <SigninSkeleton />}
      </Page>
    )
  }

  const data = config.data
  const bonus = memberBonusText(data.member_multiplier, t)
  return (
    <Page className='signin-page'>
      <View className='signin-hero'>
        <View className='signin-hero__glow' />
        <View className='signin-hero__top'>
          <View className='signin-hero__gold'>
            <Text className='signin-hero__label'>{t('signin.myGold')}</Text>
            <View className='signin-hero__amount'>
              <View className='signin-hero__coin' />
              <Text className='signin-hero__value'>{formatGold(data.gold)}</Text>
            </View>
          </View>
          <View className='signin-hero__link' role='button' onClick={() => navigateTo(pageUrl('goldHistory')).catch(() => undefined)}>
            <Text>{t('signin.goldDetails')}</Text>
            <ArrowRight size={10} />
          </View>
        </View>
        <Text className='signin-hero__streak'>{t('signin.streak', { days: Number(data.streak) || 0 })}</Text>
      </View>

      <View className='signin-card signin-cycle'>
        <View className='signin-cycle__head'>
          <Text className='signin-cycle__title'>{t('signin.cycleTitle')}</Text>
          {bonus ? <Text className='signin-cycle__vip'>{bonus}</Text> : null}
        </View>
        <View className='signin-strip'>
          {stripDays(data).map((day) => (
            <View
              key={day.day}
              className={`signin-strip__day${day.done ? ' signin-strip__day--done' : ''}${day.today ? ' signin-strip__day--today' : ''}`}
              data-day={day.day}
            >
              <Text className='signin-strip__gold'>+{day.gold}</Text>
              <View className={day.done ? 'signin-strip__check' : 'signin-strip__coin'} />
              <Text className='signin-strip__label'>{t('signin.day', { day: day.day })}</Text>
            </View>
          ))}
        </View>
        <Button
          className='signin-main'
          type='primary'
          block
          disabled={data.signed_today || (busy !== null && busy !== 'sign')}
          loading={busy === 'sign'}
          onClick={signIn}
        >
          {data.signed_today ? t('signin.signedToday') : t('signin.signNow')}
        </Button>
      </View>

      {shown ? (
        <Calendar t={t} month={month} shown={shown} today={data.today} onMove={showMonth} onMakeUp={makeUp} onRetry={month.reload} busy={busy} />
      ) : null}

      <RedeemMemberCard t={t} gold={data.gold} onRedeemed={() => config.refresh().catch(() => undefined)} />

      <Rules t={t} config={data} />
    </Page>
  )
}
