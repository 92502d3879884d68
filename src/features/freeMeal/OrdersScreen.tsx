import { Text, View } from '@tarojs/components'
import { usePageScroll, useReachBottom } from '@tarojs/taro'
import { Button, PullToRefresh } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { FreeMealOrder, OrderListsResult } from '@api-types/order'
import { cancel, lists } from '@/api/order'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import ListTabs from '@/components/ListTabs'
import NoNetwork from '@/components/NoNetwork'
import TabPage from '@/components/TabPage'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore, usePagedQuery } from '@/data/usePagedQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { navigateTo } from '@/lib/navigation'
import { getStatusBarHeight } from '@/lib/platform'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import OrderCard from './OrderCard'
import { messages } from './orders.messages'
import { ORDER_FILTERS, filterCount, type OrderFilter } from './orderStatus'
import { pageUrl } from '@/routes'

export const ORDER_PAGE_SIZE = 10

const go = (url: string) => navigateTo(url).catch(() => undefined)

// Order tab: the free-meal orders by state from /api/order/lists, ten at a time, with the count of
// each state on its filter. Reloads whenever the tab shows (other pages move orders on) and keeps
// the chosen filter.
export default function OrdersScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [filter, setFilter] = useState<OrderFilter>('all')
  const [atTop, setAtTop] = useState(true)
  const current = ORDER_FILTERS.find((f) => f.value === filter)!
  const list = usePagedQuery<FreeMealOrder, OrderListsResult>(
    filter,
    (page, limit) => lists({ page, limit, status: filter === 'all' ? undefined : filter }, { silent: true }).then((res) => res.result),
    { limit: ORDER_PAGE_SIZE, whenLoggedIn: true, refreshOnShow: true },
  )
  const counts = list.last?.counts
  const now = useServerNow(list.items[0]?.server_time, list.items.some((o) => o.status === 'reserved'))

  useReachBottom(() => {
    list.loadMore()
  })
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  const cancelOrder = async (order: FreeMealOrder) => {
    if (!(await confirm({ title: t('order.cancelTitle'), content: t('order.cancelContent') }))) return
    try {
      await cancel({ id: order.id })
      toast(t('order.cancelDone'), TOAST_DEFAULT)
    } catch {
      // the request client has shown the server's reason; the list below shows the order's real state
    }
    await list.refresh().catch(() => undefined)
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('order.refreshFailed'), TOAST_DEFAULT))

  let body
  if (!loggedIn) {
    body = <LoginPrompt title={t('order.loginTitle')} hint={t('order.loginHint')} button={t('common.loginRegister')} />
  } else if (list.status === 'loading') {
    body = <ListSkeleton />
  } else if (list.status === 'error') {
    const kind = list.error?.kind
    body =
      kind === 'network' || kind === 'timeout' ? (
        <NoNetwork onRetry={list.reload} reason={kind === 'timeout' ? 'timeout' : 'offline'} />
      ) : (
        <View className='order-state order-state--error'>
          <View className='order-state__art order-state__art--error' />
          <Text className='order-state__title'>{t('order.failed')}</Text>
          {list.error?.message ? <Text className='order-state__hint'>{list.error.message}</Text> : null}
          <Button className='order-state__btn' type='primary' onClick={list.reload}>
            {t('common.retry')}
          </Button>
        </View>
      )
  } else if (list.items.length === 0) {
    body = (
      <View className='order-state order-state--empty'>
        <View className='order-state__art' />
        <Text className='order-state__title'>
          {filter === 'all' ? t('order.empty') : t('order.emptyFilter', { status: t(current.label) })}
        </Text>
        <Text className='order-state__hint'>{t('order.emptyHint')}</Text>
        <Button className='order-state__btn' type='primary' onClick={() => go(pageUrl('freeMeals'))}>
          {t('order.goKingeat')}
        </Button>
      </View>
    )
  } else {
    body = (
      <View className='order-list'>
        {list.items.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            now={now}
            onOpen={(o) => go(pageUrl('proof', { id: o.id }))}
            onUpload={(o) => go(pageUrl('proof', { id: o.id }))}
            onCancel={cancelOrder}
            onRegrab={(o) => go(pageUrl('shopDetail', { id: o.shop.id }))}
          />
        ))}
        <View
          className={`order-list__footer order-list__footer--${list.more}`}
          onClick={canLoadMore(list.more) ? list.loadMore : undefined}
        >
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('order.moreFailed'), idle: t('order.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  return (
    <TabPage className='order-page'>
      <View className='order-top' style={{ paddingTop: `${getStatusBarHeight()}px` }}>
        <View className='order-top__bar'>
          <Text className='order-top__title'>{t('order.title')}</Text>
        </View>
        <ListTabs<OrderFilter>
          tabs={ORDER_FILTERS.map((f) => ({ value: f.value, label: t(f.label), count: loggedIn && counts ? filterCount(counts, f.value) : 0 }))}
          value={filter}
          onChange={setFilter}
        />
      </View>

      <View className='order-tip'>
        <View className='order-tip__icon' />
        <Text className='order-tip__text'>{t('order.tip')}</Text>
      </View>

      {loggedIn && list.status === 'ready' ? (
        <PullToRefresh className='order-refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </TabPage>
  )
}
