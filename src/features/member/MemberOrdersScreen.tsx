import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, Empty, PullToRefresh, Tag } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { MemberOrder } from '@api-types/member'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { displayYuan } from '@/utils/money'
import messages from './orders.messages'
import { ORDER_STATUS, PAY_TYPE_KEYS } from './memberView'
import { useMemberOrders } from './useMemberOrders'
import './orders.scss'
import { pageUrl } from '@/routes'

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <View className={`vip-order__row${className ? ` ${className}` : ''}`}>
      <Text className='vip-order__label'>{label}</Text>
      <Text className='vip-order__value'>{value}</Text>
    </View>
  )
}

// 会员订单: the user's membership orders newest first (member/lists), ten at a time with infinite
// loading and pull-down refresh: the plan, the amount, its days, how it was paid, its state
// (待支付 / 已支付 / 已过期 / 已关闭 / 已退款) and its times.
export default function MemberOrdersScreen() {
  const t = useT(messages)
  const { loggedIn, list } = useMemberOrders()
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  const card = (order: MemberOrder) => {
    const chip = ORDER_STATUS[order.status]
    const payKey = PAY_TYPE_KEYS[order.pay_type]
    return (
      <View key={order.id} className={`vip-order vip-order--${order.status}`} data-id={order.id} data-status={order.status}>
        <View className='vip-order__head'>
          <Text className='vip-order__name'>{order.member_type_name}</Text>
          <Tag className={`vip-order__chip vip-order__chip--${chip.tone}`} round>
            {t(chip.key)}
          </Tag>
        </View>
        <View className='vip-order__main'>
          <Text className='vip-order__days'>{t('orders.daysValue', { days: Number(order.days) || 0 })}</Text>
          <Text className='vip-order__amount'>¥{displayYuan(order.amount)}</Text>
        </View>
        <Row label={t('orders.no')} value={order.order_no} className='vip-order__no' />
        {payKey ? <Row label={t('orders.payType')} value={t(payKey)} className='vip-order__pay' /> : null}
        <Row label={t('orders.createTime')} value={order.create_time} className='vip-order__created' />
        {order.pay_time ? <Row label={t('orders.payTime')} value={order.pay_time} className='vip-order__paid' /> : null}
        {order.refund_time ? <Row label={t('orders.refundTime')} value={order.refund_time} className='vip-order__refunded' /> : null}
        {order.status === 'pending' ? <Text className='vip-order__hint'>{t('orders.pendingHint')}</Text> : null}
      </View>
    )
  }

  if (!loggedIn) {
    return (
      <Page className='vip-orders'>
        <LoginPrompt title={t('orders.loginTitle')} hint={t('orders.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  let body: JSX.Element
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('orders.failed')} error={list.error} onRetry={list.reload} />
  else if (list.items.length === 0) {
    body = (
      <Empty className='vip-orders__empty' image={<View className='vip-orders__empty-art' />} title={t('orders.empty')} description={t('orders.emptyHint')}>
        <Button className='vip-orders__go' type='primary' onClick={() => navigateTo(pageUrl('memberCenter')).catch(() => undefined)}>
          {t('orders.goOpen')}
        </Button>
      </Empty>
    )
  } else {
    body = (
      <View className='vip-orders__list'>
        {list.items.map(card)}
        <View className={`vip-orders__footer vip-orders__footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('orders.moreFailed'), idle: t('orders.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('orders.refreshFailed'), TOAST_DEFAULT))

  return (
    <Page className='vip-orders'>
      {list.status === 'ready' ? (
        <PullToRefresh className='vip-orders__refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </Page>
  )
}
