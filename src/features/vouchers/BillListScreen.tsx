import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { Bill, BillsResult } from '@api-types/pay'
import { bills } from '@/api/pay'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import ListTabs from '@/components/ListTabs'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { canLoadMore, usePagedQuery } from '@/data/usePagedQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { isLoggedInAtom } from '@/store/session'
import BillCard from './BillCard'
import { BILL_FILTERS, type BillFilter } from './billView'
import { messages } from './bill.messages'
import './bill.scss'
import { pageUrl } from '@/routes'

export const BILL_PAGE_SIZE = 10

const open = (bill: Bill) => navigateTo(pageUrl('billDetail', { id: bill.order_id })).catch(() => undefined)

// 我的账单: everything the user bought with money (vouchers, membership, gold packs: pay/bills) by
// state, ten at a time, newest first, with the unpaid ones' countdown on the server's clock. A
// voucher bill opens its detail (an unpaid one is paid there); the others show their state. Reloads when shown again (a bill may have been paid or cancelled).
export default function BillListScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [filter, setFilter] = useState<BillFilter>('all')
  const current = BILL_FILTERS.find((f) => f.value === filter)!
  const list = usePagedQuery<Bill, BillsResult>(
    filter,
    (page, limit) => bills({ page, limit, status: filter === 'all' ? undefined : filter }, { silent: true }).then((res) => res.result),
    { limit: BILL_PAGE_SIZE, whenLoggedIn: true, refreshOnShow: true },
  )
  const now = useServerNow(list.items[0]?.server_time, list.items.some((b) => b.status === 'pending'))

  useReachBottom(() => {
    list.loadMore()
  })

  let body
  if (!loggedIn) {
    body = <LoginPrompt title={t('bill.loginTitle')} hint={t('bill.loginHint')} button={t('common.loginRegister')} />
  } else if (list.status === 'loading') {
    body = <ListSkeleton />
  } else if (list.status === 'error') {
    body = <LoadError title={t('bill.failed')} error={list.error} onRetry={list.reload} />
  } else if (list.items.length === 0) {
    body = (
      <View className='order-state order-state--empty'>
        <View className='order-state__art' />
        <Text className='order-state__title'>
          {filter === 'all' ? t('bill.empty') : t('bill.emptyFilter', { status: t(current.label) })}
        </Text>
        <Text className='order-state__hint'>{t('bill.emptyHint')}</Text>
      </View>
    )
  } else {
    body = (
      <View className='order-list'>
        {list.items.map((bill) => (
          <BillCard key={bill.id} bill={bill} now={now} onOpen={open} />
        ))}
        <View
          className={`order-list__footer order-list__footer--${list.more}`}
          onClick={canLoadMore(list.more) ? list.loadMore : undefined}
        >
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('bill.moreFailed'), idle: t('bill.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  return (
    <Page className='bill-page'>
      <ListTabs<BillFilter> className='bill-tabs' tabs={BILL_FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))} value={filter} onChange={setFilter} />
      {body}
    </Page>
  )
}
