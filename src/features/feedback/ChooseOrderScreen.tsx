import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { Empty } from '@nutui/nutui-react-taro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import type { FeedbackOrderKind } from '@api-types/userFeedback'
import { ListSkeleton } from '@/components/ListStates'
import ListTabs from '@/components/ListTabs'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { goBack } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { shortTime } from '@/utils/time'
import messages from './feedback.messages'
import type { ChosenOrder } from './feedbackView'
import { chosenOrderAtom, useBills, useMealOrders } from './useFeedback'
import './feedback.scss'

interface Row extends ChosenOrder {
  amount: string
  time: string
}

// 选择订单 (pagesme/feedback/chooseorder): the user's free-meal orders (order/lists) and bills
// (business_order/lists), newest first; a tap hands the order back to 意见反馈 and goes back.
export default function ChooseOrderScreen() {
  const t = useT(messages)
  const [kind, setKind] = useState<FeedbackOrderKind>('free_meal')
  const setChosen = useSetAtom(chosenOrderAtom)
  const meals = useMealOrders()
  const bills = useBills()
  const list = kind === 'free_meal' ? meals : bills
  const rows: Row[] = kind === 'free_meal'
    ? meals.items.map((o) => ({ kind, id: o.id, title: o.shop.name, order_no: o.order_no, amount: o.rebate, time: o.create_time }))
    : bills.items.map((b) => ({ kind, id: b.id, title: b.voucher.title, order_no: b.order_no, amount: b.amount, time: b.create_time }))

  useReachBottom(() => {
    list.loadMore()
  })

  const choose = (r: Row) => {
    setChosen({ kind: r.kind, id: r.id, title: r.title, order_no: r.order_no })
    goBack(pageUrl('addFeedback')).catch(() => undefined)
  }

  let body: JSX.Element
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('fb.ordersFailed')} error={list.error} onRetry={list.reload} />
  else if (rows.length === 0) body = <Empty className='fb-empty' image={<View className='fb-empty__art' />} title={t('fb.ordersEmpty')} />
  else {
    body = (
      <View className='fb-list'>
        {rows.map((r) => (
          <View key={`${r.kind}:${r.id}`} className='fb-card fb-order' role='button' data-order={`${r.kind}:${r.id}`} onClick={() => choose(r)}>
            <View className='fb-order__head'>
              <Text className='fb-order__title'>{r.title}</Text>
              <Text className='fb-order__amount'>{t('fb.amount', { amount: r.amount })}</Text>
            </View>
            <Text className='fb-order__meta'>{t('fb.orderNo', { no: r.order_no })}</Text>
            <Text className='fb-order__meta'>{shortTime(r.time)}</Text>
          </View>
        ))}
        <View className={`fb-footer fb-footer--${list.more}`} role='button' onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('fb.loadMore'), done: '', error: t('fb.moreFailed'), idle: t('fb.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  return (
    <Page className='fb-page' backTo={pageUrl('addFeedback')}>
      <ListTabs<FeedbackOrderKind>
        tabs={(['free_meal', 'bill'] as const).map((k) => ({ value: k, label: t(`fb.tab.${k}`) }))}
        value={kind}
        onChange={setKind}
      />
      {body}
    </Page>
  )
}
