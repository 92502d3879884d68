import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowRight, Coupon, Fabulous, Gift, Prices, Received, StarF } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import type { NavItem } from '@api-types/nav'
import ServerMenu from '@/components/ServerMenu'
import TabPage from '@/components/TabPage'
import { useT } from '@/i18n'
import { checkLogin, visit } from '@/lib/auth'
import { getStatusBarHeight } from '@/lib/platform'
import { messages } from './perks.messages'
import { usePerks } from './usePerks'
import { formatGold } from '@/utils/money'
import { FULI_ENTRIES, PERK_ACTIONS, type FuliIcon } from './perks'
import { memberBonusText, stripDays } from '@/utils/signInStrip'
import './perks.scss'
import { pageUrl } from '@/routes'

const ICONS: Record<FuliIcon, ReactNode> = {
  gold: <Prices size={26} color='#fff' />,
  raffle: <Gift size={26} color='#fff' />,
  box: <Received size={26} color='#fff' />,
  redbag: <Coupon size={26} color='#fff' />,
  member: <StarF size={26} color='#fff' />,
  free: <Fabulous size={26} color='#fff' />,
}


/** A menu action the perks tab knows (看视频领金币 opens the ad task); others do nothing. */
function openAction(item: NavItem): void {
  const url = PERK_ACTIONS[item.path]
  if (url) visit(url)
}

// Welfare tab: gold balance, today's sign-in, the task centre and the perk zone (gold shop,
// raffle, blind box, takeaway red packets, membership).
export default function PerksScreen() {
  const t = useT(messages)
  const { loggedIn, signConfig, gold, state, reload, menus } = usePerks()
  const days = stripDays(signConfig)
  const bonus = memberBonusText(signConfig?.member_multiplier, t)
  const signed = Boolean(signConfig?.signed_today)
  const streak = Math.max(0, Math.floor(Number(signConfig?.streak) || 0))

  let signStatus: string
  if (!loggedIn) signStatus = t('fuli.signLogin')
  else if (signConfig) signStatus = signed ? t('fuli.signedToday', { n: streak }) : t('fuli.notSigned', { n: streak })
  else if (state === 'error') signStatus = t('fuli.signLoadFailed')
  else signStatus = t('fuli.signPrompt')

  return (
    <TabPage className='fuli-page'>
      <View className='fuli-header' style={{ paddingTop: `${getStatusBarHeight()}px` }}>
        <View className='fuli-header__bar'>
          <Text className='fuli-header__title'>{t('fuli.title')}</Text>
        </View>
        <View className='fuli-gold'>
          <View className='fuli-gold__coin' />
          <View className='fuli-gold__text'>
            <Text className='fuli-gold__label'>{t('fuli.myGold')}</Text>
            {loggedIn ? (
              <Text className='fuli-gold__value'>{formatGold(gold)}</Text>
            ) : (
              <Text className='fuli-gold__login' onClick={() => checkLogin().catch(() => undefined)}>
                {t('fuli.goldLogin')}
              </Text>
            )}
          </View>
          <View className='fuli-gold__link' onClick={() => visit(pageUrl('goldHistory'))}>
            <Text>{t('fuli.goldDetail')}</Text>
            <ArrowRight size={10} color='#6B5300' />
          </View>
        </View>
      </View>

      <View className='fuli-sign'>
        <View className='fuli-sign__head'>
          <View className='fuli-sign__heading'>
            <Text className='fuli-sign__title'>{t('fuli.signTitle')}</Text>
            <Text className='fuli-sign__status'>{signStatus}</Text>
          </View>
          <Button
            className='fuli-sign__btn'
            type='primary'
            size='small'
            disabled={signed}
            onClick={() => (loggedIn && state === 'error' && !signConfig ? reload() : visit(pageUrl('signIn')))}
          >
            {signed ? t('fuli.signed') : loggedIn && state === 'error' && !signConfig ? t('fuli.retry') : t('fuli.goSign')}
          </Button>
        </View>
        {days.length ? (
          <View className='fuli-sign__days'>
            {days.map((d) => (
              <View
                key={d.day}
                className={`fuli-day${d.done ? ' fuli-day--done' : ''}${d.today ? ' fuli-day--today' : ''}${d.day === days.length ? ' fuli-day--last' : ''}`}
              >
                <Text className='fuli-day__gold'>+{d.gold}</Text>
                <View className='fuli-day__coin' />
                <Text className='fuli-day__label'>{d.today ? t('fuli.today') : t('fuli.day', { n: d.day })}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {bonus ? <Text className='fuli-sign__vip'>{bonus}</Text> : null}
      </View>

      <View className='fuli-task' role='button' onClick={() => visit(pageUrl('allTasks'))}>
        <View className='fuli-task__icon' />
        <View className='fuli-task__text'>
          <Text className='fuli-task__title'>{t('fuli.taskTitle')}</Text>
          <Text className='fuli-task__desc'>{t('fuli.taskDesc')}</Text>
        </View>
        <View className='fuli-task__btn'>{t('fuli.taskBtn')}</View>
      </View>

      <View className='fuli-card'>
        <Text className='fuli-card__title'>{t('fuli.zone')}</Text>
        <View className='fuli-grid'>
          {FULI_ENTRIES.map((entry) => (
            <View key={entry.icon} className='fuli-grid__item' data-url={entry.url} onClick={() => visit(entry.url)}>
              <View className={`fuli-grid__icon fuli-grid__icon--${entry.icon}`}>{ICONS[entry.icon]}</View>
              <Text className='fuli-grid__label'>{t(entry.title)}</Text>
            </View>
          ))}
        </View>
      </View>

      {menus.length ? (
        <View className='fuli-card fuli-more'>
          <Text className='fuli-card__title'>{t('fuli.more')}</Text>
          <ServerMenu items={menus} onAction={openAction} />
        </View>
      ) : null}
    </TabPage>
  )
}
