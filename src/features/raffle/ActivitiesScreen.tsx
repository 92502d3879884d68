import { Text, View } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import type { RaffleActivityCard } from '@api-types/raffle'
import Page from '@/components/Page'
import { ListSkeleton } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Picture from '@/components/Picture'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { drawUrl, minuteTime } from './raffleView'
import messages from './raffle.messages'
import type { RaffleT } from './stage'
import { useRaffleActivities } from './useRaffle'
import './raffle.scss'

const open = (url: string) => () => navigateTo(url).catch(() => undefined)

// 幸运抽奖 (index_raffle): the activities as cards (cover, title, cost, window, state); a tap opens
// the draw page of the activity's style.
export default function ActivitiesScreen() {
  const t = useT(messages)
  const list = useRaffleActivities()

  const card = (row: RaffleActivityCard) => (
    <View key={row.id} className={`raffle-card raffle-activity raffle-activity--${row.state}`} role='link' onClick={open(drawUrl(row))}>
      <Picture className='raffle-activity__cover' src={row.cover} alt={t('raffle.coverOf', { title: row.title })} mode='aspectFill' style={{ width: '100%', height: '140px' }} />
      <View className='raffle-activity__body'>
        <View className='raffle-activity__title-row'>
          <Text className='raffle-activity__title'>{row.title}</Text>
          <Text className={`raffle-chip raffle-chip--${row.state}`}>{t(`raffle.state.${row.state}`)}</Text>
        </View>
        <Text className='raffle-activity__cost'>{row.cost_gold > 0 ? t('raffle.perDraw', { gold: row.cost_gold }) : t('raffle.free')}</Text>
        <Text className='raffle-activity__window'>{t('raffle.window', { start: minuteTime(row.start_time), end: minuteTime(row.end_time) })}</Text>
      </View>
    </View>
  )

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('raffle.listFailed')} error={list.error} onRetry={list.reload} />
  else if (!list.items.length) {
    body = <Empty className='raffle-empty' image={<View className='raffle-empty__art' />} title={t('raffle.listEmpty')} description={t('raffle.listEmptyHint')} />
  } else {
    body = (
      <View className='raffle-activities'>
        {list.items.map(card)}
        <Footer t={t} more={list.more} onMore={list.loadMore} />
      </View>
    )
  }
  return <Page className='raffle-page raffle-list'>{body}</Page>
}

/** The foot of a paged list: loading, failed (tap to retry), no more. */
export function Footer({ t, more, onMore }: { t: RaffleT; more: 'idle' | 'loading' | 'error' | 'done'; onMore: () => void }) {
  const text = { loading: t('raffle.loadingMore'), done: t('raffle.noMore'), error: t('raffle.moreFailed'), idle: '' }[more]
  if (!text) return null
  return (
    <View className={`raffle-footer raffle-footer--${more}`} role={more === 'error' ? 'button' : undefined} onClick={canLoadMore(more) ? onMore : undefined}>
      {text}
    </View>
  )
}
