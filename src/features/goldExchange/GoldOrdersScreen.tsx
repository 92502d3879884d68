import { Text, View } from '@tarojs/components'
import { usePageScroll, useRouter } from '@tarojs/taro'
import { Button, Empty, PullToRefresh, Tag } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { GoldPackOrder } from '@api-types/discount'
import type { GoldRedemptionRecord } from '@api-types/goldRedeem'
import Page from '@/components/Page'
import ListTabs from '@/components/ListTabs'
import LoadError from '@/components/LoadError'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore, type MoreStatus } from '@/data/usePagedQuery'
import { useT, type Translate } from '@/i18n'
import { backOrRedirectTo, navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { displayYuan } from '@/utils/money'
import messages from './goldOrders.messages'
import { ORDER_STATUS, PAY_KEYS, TYPE_KEYS, ordersTabOf, packGold, stillPayable, type OrdersTab } from './goldExchangeView'
import { useGoldOrders } from './useGoldOrders'
import './goldOrders.scss'
import { pageUrl, pageParams } from '@/routes'

type T = Translate<keyof typeof messages.en>
const open = (url: string) => navigateTo(url).catch(() => undefined)
const toExchange = () => backOrRedirectTo(pageUrl('goldExchange')).catch(() => undefined)

/** What a redemption granted, in a line. */
function grantOf(t: T, record: GoldRedemptionRecord): string {
  if (record.type === 1) return t('record.days', { days: Number(record.days) || 0 })
  if (record.type === 2) return t('record.coupon', { amount: displayYuan(record.amount) })
  return t('record.cash', { amount: displayYuan(record.amount) })
}

function RecordRow({ t, record }: { t: T; record: GoldRedemptionRecord }) {
  return (
    <View className='gold-record' data-id={record.id} data-type={record.type}>
      <View className={`gold-record__icon gold-record__icon--${record.type}`}>
        <Text>{t(TYPE_KEYS[record.type])}</Text>
      </View>
      <View className='gold-record__main'>
        <Text className='gold-record__title'>{record.title}</Text>
        <Text className='gold-record__grant'>{grantOf(t, record)}</Text>
        <Text className='gold-record__time'>{record.create_time}</Text>
      </View>
      <View className='gold-record__side'>
        <Text className='gold-record__gold'>{t('record.spent', { gold: record.gold_spent })}</Text>
        {record.type === 2 ? (
          <Text className='gold-record__link' onClick={() => open(pageUrl('redBag'))}>
            {t('record.viewCoupon')}
          </Text>
        ) : null}
      </View>
    </View>
  )
}

function Line({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <View className={`gold-order__row${className ? ` ${className}` : ''}`}>
      <Text className='gold-order__label'>{label}</Text>
      <Text className='gold-order__value'>{value}</Text>
    </View>
  )
}

function OrderCard({ t, order }: { t: T; order: GoldPackOrder }) {
  const chip = ORDER_STATUS[order.status]
  const payable = stillPayable(order, Date.now())
  return (
    <View className={`gold-order gold-order--${order.status}`} data-id={order.id} data-status={order.status}>
      <View className='gold-order__head'>
        <Text className='gold-order__name'>{order.title}</Text>
        <Tag className={`gold-order__chip gold-order__chip--${chip.tone}`} round>
          {t(chip.key)}
        </Tag>
      </View>
      <View className='gold-order__main'>
        <View className='gold-order__gold'>
          <View className='gold-order__coin' />
          <Text className='gold-order__gold-value'>{t('order.gold', { gold: packGold(order) })}</Text>
          {order.bonus_gold > 0 ? <Text className='gold-order__bonus'>{t('order.bonus', { gold: order.bonus_gold })}</Text> : null}
        </View>
        <Text className='gold-order__amount'>¥{displayYuan(order.amount)}</Text>
      </View>
      <Line label={t('order.no')} value={order.order_no} className='gold-order__no' />
      {PAY_KEYS[order.pay_type] ? <Line label={t('order.payType')} value={t(PAY_KEYS[order.pay_type])} className='gold-order__pay' /> : null}
      <Line label={t('order.createTime')} value={order.create_time} className='gold-order__created' />
      {order.pay_time ? <Line label={t('order.payTime')} value={order.pay_time} className='gold-order__paid' /> : null}
      {payable ? (
        <View className='gold-order__foot'>
          <Text className='gold-order__hint'>{t('order.pendingHint', { time: order.expire_time.slice(11, 16) })}</Text>
          <Button
            className='gold-order__pay-btn'
            type='primary'
            size='small'
            onClick={() => open(pageUrl('goldExchange', { order_no: order.order_no }))}
          >
            {t('order.pay')}
          </Button>
        </View>
      ) : null}
    </View>
  )
}

interface ListLike {
  status: 'loading' | 'ready' | 'error'
  items: unknown[]
  more: MoreStatus
  error: Parameters<typeof LoadError>[0]['error']
  reload: () => Promise<void>
  refresh: () => Promise<void>
  loadMore: () => Promise<void>
}

// 兑换记录 (?tab=recharge opens 充值记录): the user's redemptions (what each cost and granted, when)
// and gold pack orders (the gold, the price, 待支付 / 已支付 / 已过期 / 已关闭, how and when paid; 去支付
// while a pending one can be paid), ten at a time with infinite loading and pull-down refresh.
export default function GoldOrdersScreen() {
  const t = useT(messages)
  const [tab, setTab] = useState<OrdersTab>(ordersTabOf(pageParams('goldOrders', useRouter().params).tab))
  const { loggedIn, redemptions, orders } = useGoldOrders(tab)
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))
  // the title follows the tab: the route's title (兑换记录) names the first one only
  const title = tab === 'recharge' ? t('tab.recharge') : undefined

  if (!loggedIn) {
    return (
      <Page title={title} className='gold-orders'>
        <LoginPrompt title={t('login.title')} hint={t('login.hint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const list: ListLike = tab === 'redeem' ? redemptions : orders
  const redeemTab = tab === 'redeem'
  let body: JSX.Element
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') {
    body = <LoadError title={redeemTab ? t('record.failed') : t('order.failed')} error={list.error} onRetry={list.reload} />
  } else if (list.items.length === 0) {
    body = (
      <Empty
        className='gold-orders__empty'
        image={<View className={`gold-orders__empty-art gold-orders__empty-art--${tab}`} />}
        title={redeemTab ? t('record.empty') : t('order.empty')}
        description={redeemTab ? t('record.emptyHint') : t('order.emptyHint')}
      >
        <Button className='gold-orders__go' type='primary' onClick={toExchange}>
          {redeemTab ? t('record.go') : t('order.go')}
        </Button>
      </Empty>
    )
  } else {
    body = (
      <View className={`gold-orders__list gold-orders__list--${tab}`}>
        {redeemTab
          ? redemptions.items.map((record) => <RecordRow key={record.id} t={t} record={record} />)
          : orders.items.map((order) => <OrderCard key={order.id} t={t} order={order} />)}
        <View className={`gold-orders__footer gold-orders__footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('list.moreFailed'), idle: t('list.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('list.refreshFailed'), TOAST_DEFAULT))

  return (
    <Page title={title} className='gold-orders'>
      <ListTabs<OrdersTab>
        className='gold-orders__tabs'
        tabs={[
          { value: 'redeem', label: t('tab.redeem') },
          { value: 'recharge', label: t('tab.recharge') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {list.status === 'ready' ? (
        <PullToRefresh className='gold-orders__refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </Page>
  )
}
