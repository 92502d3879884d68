import { Text, View } from '@tarojs/components'
import { Button, Cell, Empty, Skeleton, Tag } from '@nutui/nutui-react-taro'
import { ArrowRight, Gift, Order, Tips } from '@nutui/icons-react-taro'
import { useState } from 'react'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { displayYuan } from '@/utils/money'
import BenefitGrid from './BenefitGrid'
import MemberCard from './MemberCard'
import messages from './member.messages'
import { pickPlan, plansOf, tasksOf, vipUrl } from './memberView'
import PlanCards from './PlanCards'
import { useMemberCenter } from './useMemberCenter'
import './member.scss'
import { pageUrl } from '@/routes'

const open = (url: string) => navigateTo(url).catch(() => undefined)

/** The page's outline while member/newInfo loads: the card, the benefits, the plans, the entries. */
function CenterSkeleton() {
  return (
    <View className='member-skeleton' aria-busy='true'>
      <View className='member-hero'>
        <View className='member-card member-card--skeleton'>
          <Skeleton width='40%' height='20px' />
          <Skeleton className='member-skeleton__line' width='60%' height='14px' />
          <Skeleton className='member-skeleton__line' width='45%' height='14px' />
        </View>
      </View>
      <View className='member-section'>
        <Skeleton width='30%' height='18px' />
        <View className='member-skeleton__grid'>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className='member-skeleton__icon' width='44px' height='44px' shape='circle' />
          ))}
        </View>
      </View>
      <View className='member-section'>
        <Skeleton width='30%' height='18px' />
        <View className='member-skeleton__plans'>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className='member-skeleton__plan' width='100px' height='124px' />
          ))}
        </View>
      </View>
    </View>
  )
}

// 会员中心: the membership card (VIP or not, 有效期至, 已为您节省), the one-time 3-day trial while it is
// available, the benefits, the plans with 立即开通 / 立即续费 (to 开通会员 with the chosen plan), and the
// ways to 免费领会员, 会员订单 and 会员协议. One call feeds it: member/newInfo.
export default function MemberCenterScreen() {
  const t = useT(messages)
  const { loggedIn, info, claiming, claimTrial } = useMemberCenter()
  const [picked, setPicked] = useState<number | null>(null)

  if (!loggedIn) {
    return (
      <Page className='member-page'>
        <LoginPrompt title={t('member.loginTitle')} hint={t('member.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }
  const data = info.data
  if (!data) {
    return (
      <Page className='member-page'>
        {info.state === 'error' ? <LoadError title={t('member.failed')} error={info.error} onRetry={info.reload} /> : <CenterSkeleton />}
      </Page>
    )
  }

  const plans = plansOf(data.member_types)
  const plan = pickPlan(plans, picked)
  const benefits = Array.isArray(data.benefits) ? data.benefits : []
  const ready = tasksOf(data.tasks).filter((task) => task.status === 1).length
  const renew = data.is_member

  return (
    <Page className={`member-page${plan ? ' member-page--with-bar' : ''}`}>
      <View className='member-hero'>
        <MemberCard t={t} info={data} />
      </View>

      {data.trial_available ? (
        <View className='member-trial'>
          <View className='member-trial__icon'>
            <Gift size={20} />
          </View>
          <View className='member-trial__text'>
            <Text className='member-trial__title'>{t('member.trialTitle')}</Text>
            <Text className='member-trial__hint'>{t('member.trialHint')}</Text>
          </View>
          <Button className='member-trial__btn' type='primary' size='small' loading={claiming} disabled={claiming} onClick={claimTrial}>
            {t('member.trialClaim')}
          </Button>
        </View>
      ) : null}

      {benefits.length ? (
        <View className='member-section'>
          <Text className='member-section__title'>{t('member.benefits')}</Text>
          <BenefitGrid benefits={benefits} />
        </View>
      ) : null}

      <View className='member-section member-section--plans'>
        <Text className='member-section__title'>{renew ? t('member.plansRenew') : t('member.plansOpen')}</Text>
        {plans.length ? (
          <PlanCards plans={plans} chosen={plan?.id ?? null} onChoose={setPicked} daysText={(days) => t('member.days', { days })} />
        ) : (
          <Empty className='member-empty' size='small' image={<View className='member-empty__art' />} description={t('member.noPlans')} />
        )}
      </View>

      <Cell.Group className='member-entries' divider={false}>
        <Cell
          className='member-entry member-entry--tasks'
          clickable
          align='center'
          title={
            <View className='member-entry__title'>
              <Gift size={18} />
              <Text className='member-entry__text'>{t('member.entryTasks')}</Text>
            </View>
          }
          description={t('member.entryTasksHint')}
          extra={
            <View className='member-entry__extra'>
              {ready > 0 ? <Tag className='member-entry__ready' round>{t('member.tasksReady', { n: ready })}</Tag> : null}
              <ArrowRight size={12} />
            </View>
          }
          onClick={() => open(pageUrl('memberTasks'))}
        />
        <Cell
          className='member-entry member-entry--orders'
          clickable
          align='center'
          title={
            <View className='member-entry__title'>
              <Order size={18} />
              <Text className='member-entry__text'>{t('member.entryOrders')}</Text>
            </View>
          }
          extra={<ArrowRight size={12} />}
          onClick={() => open(pageUrl('vipOrders'))}
        />
        <Cell
          className='member-entry member-entry--agreement'
          clickable
          align='center'
          title={
            <View className='member-entry__title'>
              <Tips size={18} />
              <Text className='member-entry__text'>{t('member.entryAgreement')}</Text>
            </View>
          }
          extra={<ArrowRight size={12} />}
          onClick={() => open(pageUrl('memberAgreement'))}
        />
      </Cell.Group>

      {plan ? (
        <View className='member-bar'>
          <Button className='member-bar__btn' type='primary' block onClick={() => open(vipUrl(plan.id))}>
            {t(renew ? 'member.renew' : 'member.open', { price: displayYuan(plan.price) })}
          </Button>
        </View>
      ) : null}
    </Page>
  )
}
