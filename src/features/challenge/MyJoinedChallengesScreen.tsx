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

// 我参与的挑战 (main package, kept small): the user's newest entries (challenge/mine's first page),
// each with its state, progress and deadline; 我的挑战 (the challenge sub-package) has the tabs,
// countdowns and rewards. None yet: 还没有参与挑战 and a way to the challenges.
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
      <View className='challenge-joined__list'>
        {entries.data.list.map((e) => {
          const percent = Math.min(100, Math.floor((e.progress * 100) / e.goal))
          return (
            <View key={e.id} className='challenge-joined__row' role='link' onClick={() => open(pageUrl('myChallenges'))}>
              <View className='challenge-joined__head'>
                <Text className='challenge-joined__title'>{e.title}</Text>
                <Text className={`challenge-joined__state challenge-joined__state--${e.state}`}>{t(`challenge.state.${e.state}`)}</Text>
              </View>
              <View className='challenge-joined__bar' role='progressbar' aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('challenge.progressOf', { title: e.title })}>
                <View className='challenge-joined__fill' style={{ width: `${percent}%` }} />
              </View>
              <View className='challenge-joined__meta'>
                <Text>{t('challenge.progress', { progress: e.progress, goal: e.goal })}</Text>
                <Text>{e.ended_at ? t('challenge.ended', { time: e.ended_at.slice(5, 16) }) : t('challenge.deadline', { time: e.deadline.slice(5, 16) })}</Text>
              </View>
            </View>
          )
        })}
        <View className='challenge-joined__more' role='link' onClick={() => open(pageUrl('myChallenges'))}>
          <Text>{t('challenge.more')}</Text>
        </View>
      </View>
    )
  }
  return <Page className='challenge-joined'>{body}</Page>
}
