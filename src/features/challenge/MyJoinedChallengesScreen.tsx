import { Text, View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import type { ChallengeEntries } from '@api-types/challenge'
import { mine } from '@/api/challenge'
import Page from '@/components/Page'
import { ListSkeleton, LoginPrompt } from '@/components/ListStates'
import LoadError from '@/components/LoadError'
import { useQuery } from '@/data/useQuery'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import { isLoggedInAtom } from '@/store/session'
import messages from './challenge.messages'
import './challenge.scss'

const open = (url: string) => navigateTo(url).catch(() => undefined)
/** The list's chip colour of a state (components/ListStates/order.scss, already in the main package). */
const CHIP = { active: 'orange', completed: 'green', failed: 'grey' } as const

// 我参与的挑战 (main package, kept small): the user's newest entries (challenge/mine's first page),
// each with its state, progress and deadline, in the order cards' look (no styles of its own);
// 我的挑战 (the challenge sub-package) has the tabs, progress bars, countdowns and rewards. None yet: 还没有参与挑战 and a way to the challenges.
export default function MyJoinedChallengesScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const entries = useQuery<ChallengeEntries>('joined', () => mine({ limit: 20 }, { silent: true }).then((res) => res.result), { whenLoggedIn: true, refreshOnShow: true })

  let body: JSX.Element
  if (!loggedIn) body = <LoginPrompt title={t('challenge.loginTitle')} hint={t('challenge.joinedHint')} button={t('common.loginRegister')} />
  else if (entries.state === 'error') body = <LoadError title={t('challenge.failed')} error={entries.error} onRetry={entries.reload} />
  else if (!entries.data) body = <ListSkeleton />
  else if (!entries.data.list.length) {
    body = (
      <Empty className='challenge-joined__empty' image={<View className='challenge-joined__art' />} title={t('challenge.joinedEmpty')} description={t('challenge.joinedHint')}>
        <Button className='challenge-joined__go' type='primary' onClick={() => open(pageUrl('challenges'))}>
          {t('challenge.goJoin')}
        </Button>
      </Empty>
    )
  } else {
    body = (
      <View className='order-list'>
        {entries.data.list.map((e) => (
          <View key={e.id} className='order-card' role='link' onClick={() => open(pageUrl('myChallenges'))}>
            <View className='order-card__head'>
              <Text className='order-card__shop'>{e.title}</Text>
              <Text className={`order-card__chip order-card__chip--${CHIP[e.state]}`}>{t(`challenge.state.${e.state}`)}</Text>
            </View>
            <View className='order-card__body'>
              <Text className='order-card__countdown'>{t('challenge.progress', { progress: e.progress, goal: e.goal })}</Text>
              <Text className='order-card__time'>
                {e.ended_at ? t('challenge.ended', { time: e.ended_at.slice(5, 16) }) : t('challenge.deadline', { time: e.deadline.slice(5, 16) })}
              </Text>
            </View>
          </View>
        ))}
        <View className='order-list__footer order-list__footer--error' role='link' onClick={() => open(pageUrl('myChallenges'))}>
          {t('challenge.more')}
        </View>
      </View>
    )
  }
  return <Page className='challenge-joined'>{body}</Page>
}
