import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, Empty, PullToRefresh, Tag } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { TeamMember } from '@api-types/team'
import ListTabs from '@/components/ListTabs'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { canLoadMore } from '@/data/usePagedQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import { displayYuan } from '@/utils/money'
import MemberAvatar from '@/components/MemberAvatar'
import messages from './team.messages'
import { joinedDay, type Positioned } from './teamView'
import { useTeamMembers, useTeamSummary } from './useTeam'
import './team.scss'

type Level = TeamMember['level']

// 我的团队: the direct (直属团员) and second-level (二级团员) members with their counts, each with
// avatar, masked nickname, 加入时间, 有效 / 未生效 and what they brought (贡献 ¥x.xx), 20 a page with
// infinite loading and pull-down refresh; empty, it invites to share.
export default function MyTeamScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [level, setLevel] = useState<Level>(1)
  const team = useTeamSummary()
  const list = useTeamMembers(level)
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  if (!loggedIn) {
    return (
      <Page className='team-page'>
        <LoginPrompt title={t('team.teamLoginTitle')} hint={t('team.teamLoginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  const member = (row: Positioned<TeamMember>) => (
    <View key={row.id} className='team-member'>
      <MemberAvatar className='team-member__avatar' avatar={row.avatar} nickname={row.nickname} alt={t('team.avatarOf', { name: row.nickname })} />
      <View className='team-member__main'>
        <View className='team-member__head'>
          <Text className='team-member__name'>{row.nickname}</Text>
          <Tag className={`team-member__badge team-member__badge--${row.valid ? 'green' : 'grey'}`} round>
            {t(row.valid ? 'team.validBadge' : 'team.notValidBadge')}
          </Tag>
        </View>
        <Text className='team-member__joined'>{t('team.joinedAt', { day: joinedDay(row.joined_at) })}</Text>
      </View>
      <Text className='team-member__brought'>{t('team.brought', { amount: displayYuan(row.brought) })}</Text>
    </View>
  )

  let body
  if (list.status === 'loading') body = <ListSkeleton />
  else if (list.status === 'error') body = <LoadError title={t('team.membersFailed')} error={list.error} onRetry={list.reload} />
  else if (!list.items.length) {
    body = (
      <Empty className='team-empty' image={<View className='team-empty__art' />} title={t(level === 1 ? 'team.emptyDirect' : 'team.emptyIndirect')} description={t('team.emptyHint')}>
        <Button className='team-empty__go' type='primary' onClick={() => navigateTo(pageUrl('share')).catch(() => undefined)}>
          {t('team.inviteFriends')}
        </Button>
      </Empty>
    )
  } else {
    body = (
      <View className='team-members'>
        {list.items.map(member)}
        <View className={`team-footer team-footer--${list.more}`} onClick={canLoadMore(list.more) ? list.loadMore : undefined}>
          {{ loading: t('common.loading'), done: t('common.noMore'), error: t('team.moreFailed'), idle: t('team.loadMore') }[list.more]}
        </View>
      </View>
    )
  }

  const onRefresh = () => Promise.all([list.refresh(), team.refresh()]).catch(() => toast(t('team.refreshFailed'), TOAST_DEFAULT))
  return (
    <Page className='team-page team-group'>
      <ListTabs<Level>
        className='team-group__tabs'
        tabs={[
          { value: 1, label: t('team.directTab'), count: team.data?.direct_count },
          { value: 2, label: t('team.indirectTab'), count: team.data?.indirect_count },
        ]}
        value={level}
        onChange={setLevel}
      />
      {list.status === 'ready' ? (
        <PullToRefresh className='team-refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </Page>
  )
}
