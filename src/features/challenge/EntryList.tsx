import { View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, Empty, PullToRefresh } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { EntryState } from '@api-types/challenge'
import { ListSkeleton } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useServerNow } from '@/hooks/useServerNow'
import type { Translate } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import type messages from './challenges.messages'
import EntryCard from './EntryCard'
import { useMyEntries } from './useChallenges'

type T = Translate<keyof typeof messages.en>

// The entries of one state (我的挑战's tabs) or all (参与记录), 20 a page with pull-down refresh and
// a footer that loads more; skeleton, error and empty states; active ones count down on the server's clock.
export default function EntryList({ t, state }: { t: T; state: EntryState | 'all' }) {
  const list = useMyEntries(state)
  const now = useServerNow(list.last?.server_time, list.items.some((e) => e.state === 'active'))
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  let body: JSX.Element
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('ch.mineFailed')} error={list.error} onRetry={list.reload} />
  else if (!list.items.length) {
    body = (
      <Empty className='ch-empty' image={<View className='ch-empty__art' />} title={t(state === 'all' ? 'ch.historyEmpty' : `ch.mineEmpty.${state}`)} description={t('ch.mineEmptyHint')}>
        <Button className='ch-empty__go' type='primary' onClick={() => navigateTo(pageUrl('challenges')).catch(() => undefined)}>
          {t('ch.goJoin')}
        </Button>
      </Empty>
    )
  } else {
    body = (
      <View className='ch-list'>
        {list.items.map((e) => <EntryCard key={e.id} t={t} e={e} now={now} />)}
        <View className={`ch-footer ch-footer--${list.more}`} role='button' onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('ch.loadMore'), done: '', error: t('ch.moreFailed'), idle: t('ch.loadMore') }[list.more]}
        </View>
      </View>
    )
  }
  if (list.status !== 'ready') return body
  return (
    <PullToRefresh className='ch-refresh' scrollTop={atTop ? 0 : 1} onRefresh={() => list.refresh().catch(() => toast(t('ch.refreshFailed'), TOAST_DEFAULT))}>
      {body}
    </PullToRefresh>
  )
}
