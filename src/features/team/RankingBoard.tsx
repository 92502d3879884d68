import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, Empty, PullToRefresh } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { RankingEntry, RankingKind, RankingPeriod } from '@api-types/user'
import ListTabs from '@/components/ListTabs'
import { ListSkeleton } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { toast } from '@/lib/toast'
import MemberAvatar from '@/components/MemberAvatar'
import messages from './team.messages'
import { RANKING_PERIOD_TABS, rankingValue, splitPodium } from './teamView'
import { useRanking } from './useTeam'
import './team.scss'

export interface RankingBoardProps {
  /** The boards to switch between (排行榜: earnings and invitations; 吃货排行榜: savings). */
  boards: readonly RankingKind[]
}

// A ranking page (排行榜, 吃货排行榜): 本周 / 本月, the boards, the top three on a podium, the rest as
// rows (rank, avatar, masked nickname, value), paged; the caller's own entry pinned at the bottom
// (未上榜 without a rank; a guest is offered 登录查看我的排名), when it was computed.
export default function RankingBoard({ boards }: RankingBoardProps) {
  const t = useT(messages)
  const [kind, setKind] = useState<RankingKind>(boards[0])
  const [period, setPeriod] = useState<RankingPeriod>('week')
  const { loggedIn, list } = useRanking(kind, period)
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  const value = (entry: RankingEntry) => {
    const shown = rankingValue(kind, entry.value)
    return t(shown.key, shown.params)
  }
  const avatar = (entry: RankingEntry, className: string) => (
    <MemberAvatar className={className} avatar={entry.avatar} nickname={entry.nickname} alt={t('team.avatarOf', { name: entry.nickname })} />
  )
  const row = (entry: RankingEntry, key: string | number) => (
    <View key={key} className={`team-rank${entry.is_me ? ' team-rank--me' : ''}`}>
      <Text className='team-rank__no'>{entry.rank ?? '-'}</Text>
      {avatar(entry, 'team-rank__avatar')}
      <Text className='team-rank__name'>{entry.nickname}</Text>
      <Text className='team-rank__value'>{value(entry)}</Text>
    </View>
  )

  const { podium, rest } = splitPodium(list.items)
  const mine = list.last?.mine ?? null
  const updatedAt = list.last?.updated_at

  let body
  if (list.status === 'loading') {
    body = <ListSkeleton />
  } else if (list.status === 'error') {
    body = <LoadError title={t('team.rankingFailed')} error={list.error} onRetry={list.reload} />
  } else if (!list.items.length) {
    body = <Empty className='team-empty' image={<View className='team-empty__art team-empty__art--ranking' />} title={t('team.rankingEmpty')} description={t('team.rankingEmptyHint')} />
  } else {
    body = (
      <View className='team-ranking__board'>
        <View className='team-podium'>
          {podium.map((entry) => (
            <View key={entry.id} className={`team-podium__place team-podium__place--${entry.rank}${entry.is_me ? ' team-podium__place--me' : ''}`}>
              {avatar(entry, 'team-podium__avatar')}
              <Text className='team-podium__rank'>{entry.rank}</Text>
              <Text className='team-podium__name'>{entry.nickname}</Text>
              <Text className='team-podium__value'>{value(entry)}</Text>
            </View>
          ))}
        </View>
        <View className='team-ranking__rows'>{rest.map((entry) => row(entry, entry.id))}</View>
        <View className={`team-footer team-footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('team.moreFailed'), idle: t('team.loadMore') }[list.more]}
        </View>
        {updatedAt ? <Text className='team-ranking__updated'>{t('team.updatedAt', { time: updatedAt.slice(0, 16) })}</Text> : null}
      </View>
    )
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('team.refreshFailed'), TOAST_DEFAULT))
  return (
    <Page className='team-page team-ranking'>
      <View className='team-ranking__period' role='tablist'>
        {RANKING_PERIOD_TABS.map((item) => (
          <View
            key={item}
            role='tab'
            aria-selected={item === period}
            className={`team-ranking__period-tab${item === period ? ' team-ranking__period-tab--on' : ''}`}
            onClick={() => setPeriod(item)}
          >
            {t(`team.period.${item}`)}
          </View>
        ))}
      </View>
      {boards.length > 1 ? (
        <ListTabs<RankingKind>
          className='team-ranking__boards'
          tabs={boards.map((board) => ({ value: board, label: t(`team.board.${board}`) }))}
          value={kind}
          onChange={setKind}
        />
      ) : (
        <Text className='team-ranking__board-title'>{t(`team.board.${kind}`)}</Text>
      )}
      {list.status === 'ready' ? (
        <PullToRefresh className='team-refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
      {list.status === 'ready' ? (
        <View className='team-ranking__mine'>
          {mine ? (
            mine.rank === null ? (
              <View className='team-rank team-rank--me team-rank--unranked'>
                <Text className='team-rank__no'>{t('team.unranked')}</Text>
                {avatar(mine, 'team-rank__avatar')}
                <Text className='team-rank__name'>{mine.nickname}</Text>
                <Text className='team-rank__value'>{value(mine)}</Text>
              </View>
            ) : (
              row(mine, 'mine')
            )
          ) : !loggedIn ? (
            <Button className='team-ranking__login' type='primary' block onClick={() => checkLogin().catch(() => undefined)}>
              {t('team.loginForRank')}
            </Button>
          ) : null}
        </View>
      ) : null}
    </Page>
  )
}
