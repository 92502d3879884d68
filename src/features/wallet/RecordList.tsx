import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Empty, PullToRefresh, Skeleton, Tag } from '@nutui/nutui-react-taro'
import { type ReactNode, useState } from 'react'
import LoadError from '@/components/LoadError'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore, type ListStatus, type MoreStatus } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import type { ApiError } from '@/lib/request'
import { toast } from '@/lib/toast'
import messages from './history.messages'
import { recordView, type RecordState, type WalletRow } from './walletView'

const STATE_TONE: Record<RecordState, string> = { pending: 'orange', paid: 'green', refused: 'grey', reversed: 'grey' }

/** One ledger row: what it was (a commission's team member), when, the signed amount, the balance after, a cash-out's state or a commission taken back. */
export function RecordRow({ row }: { row: WalletRow }) {
  const t = useT(messages)
  const view = recordView(row)
  return (
    <View className={`wallet-row wallet-row--${row.kind}`} data-id={row.id} data-kind={row.kind}>
      <View className='wallet-row__main'>
        <View className='wallet-row__head'>
          <Text className='wallet-row__title'>{view.title}</Text>
          {view.state ? (
            <Tag className={`wallet-row__state wallet-row__state--${STATE_TONE[view.state]}`} round>
              {t(`history.state.${view.state}`)}
            </Tag>
          ) : null}
        </View>
        {view.member ? <Text className='wallet-row__member'>{t('history.member', { member: view.member })}</Text> : null}
        <Text className='wallet-row__time'>{view.time}</Text>
        {view.reason ? <Text className='wallet-row__reason'>{t('history.reason', { reason: view.reason })}</Text> : null}
      </View>
      <View className='wallet-row__side'>
        <Text className={`wallet-row__amount wallet-row__amount--${view.direction}`}>{view.amount}</Text>
        <Text className='wallet-row__balance'>{t('history.balance', { amount: view.balance })}</Text>
      </View>
    </View>
  )
}

/** A figure of the header, or a bar of its size until the first answer. */
export function Figure({ value, className }: { value: string | undefined; className: string }) {
  return value === undefined ? (
    <View className={`${className} wallet-figure--loading`}>
      <Skeleton width='72px' height='22px' />
    </View>
  ) : (
    <Text className={className}>{value}</Text>
  )
}

/** Row outlines of the rows' own size while the first page loads. */
export function RecordSkeleton() {
  return (
    <View className='wallet-list' aria-busy='true'>
      {[0, 1, 2, 3, 4].map((i) => (
        <View key={i} className='wallet-row wallet-row--skeleton'>
          <View className='wallet-row__main'>
            <Skeleton width='45%' height='15px' />
            <Skeleton className='wallet-row__skeleton-time' width='60%' height='11px' />
          </View>
          <View className='wallet-row__side'>
            <Skeleton width='64px' height='17px' />
            <Skeleton className='wallet-row__skeleton-time' width='72px' height='11px' />
          </View>
        </View>
      ))}
    </View>
  )
}

export interface RecordListProps {
  list: {
    items: WalletRow[]
    status: ListStatus
    more: MoreStatus
    error: ApiError | null
    reload: () => void
    refresh: () => Promise<void>
    loadMore: () => void
  }
  failed: string
  empty: { title: string; hint: string; action?: ReactNode }
}

// A wallet list's body (资金明细, 收益明细): the skeleton, the failed state with a retry (no network
// included), the empty state, or the rows with their footer, under pull-down refresh once shown.
export default function RecordList({ list, failed, empty }: RecordListProps) {
  const t = useT(messages)
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  if (list.status === 'loading') return <RecordSkeleton />
  if (list.status === 'error') return <LoadError title={failed} error={list.error} onRetry={list.reload} />

  const onRefresh = () => list.refresh().catch(() => toast(t('history.refreshFailed'), TOAST_DEFAULT))
  return (
    <PullToRefresh className='wallet-refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
      {list.items.length === 0 ? (
        <Empty className='wallet-empty' image={<View className='wallet-empty__art' />} title={empty.title} description={empty.hint}>
          {empty.action}
        </Empty>
      ) : (
        <View className='wallet-list'>
          {list.items.map((row) => (
            <RecordRow key={row.id} row={row} />
          ))}
          <View className={`wallet-list__footer wallet-list__footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
            {{ loading: t('common.loading'), done: t('common.noMore'), error: t('history.moreFailed'), idle: t('history.loadMore') }[list.more]}
          </View>
        </View>
      )}
    </PullToRefresh>
  )
}
