import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { Clock, SuccessF } from '@nutui/icons-react-taro'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { returnedOrderNo } from '@/hooks/usePayment'
import { useT, type Translate } from '@/i18n'
import { backOrRedirectTo, navigateTo } from '@/lib/navigation'
import { displayYuan } from '@/utils/money'
import messages from './vip.messages'
import { cardState, dateOf, planIdOf, stillPayable } from './memberView'
import PayTypeCells from './PayTypeCells'
import PlanCards from './PlanCards'
import { useVipPurchase } from './useVipPurchase'
import './vip.scss'
import { pageUrl, pageParams } from '@/routes'

type T = Translate<keyof typeof messages.en>
const open = (url: string) => navigateTo(url).catch(() => undefined)

/** The page's outline while member/rechargeInfo loads: the status, the plans, the pay types, the bar. */
function VipSkeleton() {
  return (
    <View className='vip-skeleton' aria-busy='true'>
      <View className='vip-status vip-status--skeleton'>
        <Skeleton width='55%' height='18px' />
        <Skeleton className='vip-skeleton__line' width='40%' height='12px' />
      </View>
      <View className='vip-section'>
        <Skeleton width='30%' height='18px' />
        <View className='vip-skeleton__plans'>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width='100px' height='124px' />
          ))}
        </View>
      </View>
      <View className='vip-section'>
        <Skeleton width='30%' height='18px' />
        <Skeleton className='vip-skeleton__line' rows={3} width='100%' height='28px' />
      </View>
    </View>
  )
}

function Status({ t, status }: { t: T; status: { is_member: boolean; expire_time: string | null } }) {
  const state = cardState(status)
  return (
    <View className={`vip-status vip-status--${state.kind}`}>
      <View className='vip-status__crown' />
      <View className='vip-status__text'>
        <Text className='vip-status__title'>
          {state.kind === 'member'
            ? t('vip.statusMember', { date: state.until })
            : state.kind === 'expired'
              ? t('vip.statusExpired', { date: state.on })
              : t('vip.statusNone')}
        </Text>
        <Text className='vip-status__hint'>{state.kind === 'member' ? t('vip.statusMemberHint') : t('vip.statusHint')}</Text>
      </View>
    </View>
  )
}

// 开通会员 (?member_type_id= preselects a plan): choose a plan and a way to pay, 确认支付 ¥x
// (member/recharge). The wallet pays at once (开通成功 with the new expiry); WeChat Pay and Alipay go
// through @/hooks/usePayment, then the page says 支付成功 once member/info shows the longer membership,
// or 待支付 with 重新支付 / 查看订单 (it reads member/info again whenever the payer comes back).
export default function VipScreen() {
  const t = useT(messages)
  const params = pageParams('vip', useRouter().params)
  const purchase = useVipPurchase(planIdOf(params.member_type_id), returnedOrderNo(params.order_no))
  const { loggedIn, offer, member, phase } = purchase

  if (!loggedIn) {
    return (
      <Page backTo={pageUrl('memberCenter')} className='vip-page'>
        <LoginPrompt title={t('vip.loginTitle')} hint={t('vip.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  if (phase.kind === 'paid') {
    const until = member.data?.is_member ? dateOf(member.data.expire_time) : ''
    return (
      <Page backTo={pageUrl('memberCenter')} className='vip-page'>
        <View className='vip-result vip-result--paid' data-result='paid'>
          <View className='vip-result__icon'>
            <SuccessF size={56} />
          </View>
          <Text className='vip-result__title'>{phase.via === 'wallet' ? t('vip.successTitle') : t('vip.paidTitle')}</Text>
          {until ? (
            <Text className='vip-result__hint'>{t('vip.successUntil', { date: until })}</Text>
          ) : member.state === 'error' ? (
            <Text className='vip-result__hint vip-result__link' onClick={purchase.checkAgain}>
              {t('vip.successRetry')}
            </Text>
          ) : (
            <Text className='vip-result__hint'>{t('vip.successChecking')}</Text>
          )}
          <View className='vip-result__actions'>
            <Button className='vip-result__main' type='primary' block onClick={() => backOrRedirectTo(pageUrl('memberCenter')).catch(() => undefined)}>
              {t('vip.toMember')}
            </Button>
            <Button className='vip-result__second vip-result__orders' fill='outline' block onClick={() => open(pageUrl('vipOrders'))}>
              {t('vip.viewOrders')}
            </Button>
          </View>
        </View>
      </Page>
    )
  }

  if (phase.kind === 'pending') {
    const { payment } = phase.purchase
    const payable = stillPayable(payment, Date.now())
    return (
      <Page backTo={pageUrl('memberCenter')} className='vip-page'>
        <View className={`vip-result vip-result--${payable ? 'pending' : 'timeout'}`} data-result={payable ? 'pending' : 'timeout'}>
          <View className='vip-result__icon'>
            <Clock size={52} />
          </View>
          <Text className='vip-result__title'>{payable ? t('vip.pendingTitle') : t('vip.timeoutTitle')}</Text>
          <Text className='vip-result__amount'>¥{displayYuan(payment.amount)}</Text>
          <Text className='vip-result__hint'>
            {payable ? t('vip.pendingHint', { time: payment.expire_time.slice(11, 16) }) : t('vip.timeoutHint')}
          </Text>
          <View className='vip-result__actions'>
            {payable ? (
              <Button className='vip-result__main vip-result__repay' type='primary' block loading={purchase.busy} disabled={purchase.busy} onClick={purchase.repay}>
                {t('vip.repay')}
              </Button>
            ) : (
              <Button className='vip-result__main vip-result__again' type='primary' block onClick={purchase.chooseAgain}>
                {t('vip.chooseAgain')}
              </Button>
            )}
            <Button className='vip-result__second vip-result__orders' fill='outline' block onClick={() => open(pageUrl('vipOrders'))}>
              {t('vip.viewOrders')}
            </Button>
          </View>
          {payable ? (
            <View className='vip-result__links'>
              <Text className='vip-result__link vip-result__check' onClick={purchase.checkAgain}>
                {t('vip.refresh')}
              </Text>
              <Text className='vip-result__link vip-result__again' onClick={purchase.chooseAgain}>
                {t('vip.chooseAgain')}
              </Text>
            </View>
          ) : null}
        </View>
      </Page>
    )
  }

  const data = offer.data
  if (!data) {
    return (
      <Page backTo={pageUrl('memberCenter')} className='vip-page'>
        {offer.state === 'error' ? <LoadError title={t('vip.failed')} error={offer.error} onRetry={offer.reload} /> : <VipSkeleton />}
      </Page>
    )
  }

  const { plans, plan, payOptions, payType, balance, busy } = purchase
  if (!plans.length) {
    return (
      <Page backTo={pageUrl('memberCenter')} className='vip-page'>
        <Status t={t} status={data} />
        <Empty className='vip-empty' image={<View className='vip-empty__art' />} title={t('vip.noPlans')} />
      </Page>
    )
  }

  return (
    <Page backTo={pageUrl('memberCenter')} className='vip-page vip-page--with-bar'>
      <Status t={t} status={data} />

      <View className='vip-section'>
        <Text className='vip-section__title'>{t('vip.plans')}</Text>
        <PlanCards plans={plans} chosen={plan?.id ?? null} onChoose={purchase.pickPlan} daysText={(days) => t('vip.days', { days })} />
        {plan?.description ? <Text className='vip-section__desc'>{plan.description}</Text> : null}
      </View>

      <View className='vip-section'>
        <Text className='vip-section__title'>{t('vip.payWay')}</Text>
        {payOptions.length ? (
          <PayTypeCells t={t} options={payOptions} value={payType} balance={balance} price={plan?.price ?? null} onChange={purchase.pickPay} />
        ) : (
          <Text className='vip-section__none'>{t('vip.noPay')}</Text>
        )}
      </View>

      <View className='vip-agree'>
        <Text>{t('vip.agreePrefix')}</Text>
        <Text className='vip-agree__link' onClick={() => open(pageUrl('memberAgreement'))}>
          {t('vip.agreement')}
        </Text>
      </View>

      <View className='vip-bar'>
        <View className='vip-bar__total'>
          <Text className='vip-bar__label'>{t('vip.total')}</Text>
          <Text className='vip-bar__amount'>¥{displayYuan(plan?.price)}</Text>
        </View>
        <Button
          className='vip-bar__pay'
          type='primary'
          loading={busy}
          disabled={busy || !plan || !payType}
          onClick={purchase.submit}
        >
          {t('vip.confirm', { price: displayYuan(plan?.price) })}
        </Button>
      </View>
    </Page>
  )
}
