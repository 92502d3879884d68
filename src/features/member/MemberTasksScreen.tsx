import { Text, View } from '@tarojs/components'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import messages from './tasks.messages'
import TaskCard from './TaskCard'
import { useMemberTasks } from './useMemberTasks'
import './tasks.scss'
import { pageUrl } from '@/routes'

/** Three task outlines, as tall as the cards, while member/free loads. */
function TasksSkeleton() {
  return (
    <View className='member-tasks__list' aria-busy='true'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='task-card task-card--skeleton'>
          <Skeleton width='55%' height='18px' />
          <Skeleton className='task-card__skeleton-line' width='80%' height='12px' />
          <Skeleton className='task-card__skeleton-line' width='100%' height='12px' />
        </View>
      ))}
    </View>
  )
}

// 免费领会员: the free-membership tasks (member/free) with their progress and buttons: 去完成 opens
// where the task is done, 领取 claims a finished task's days (member/getAward), 已领取 after.
export default function MemberTasksScreen() {
  const t = useT(messages)
  const { loggedIn, tasks, claiming, claim, go } = useMemberTasks()

  const hero = (
    <View className='member-tasks__hero'>
      <View className='member-tasks__glow' />
      <Text className='member-tasks__title'>{t('tasks.heroTitle')}</Text>
      <Text className='member-tasks__hint'>{t('tasks.heroHint')}</Text>
    </View>
  )

  if (!loggedIn) {
    return (
      <Page className='member-tasks'>
        {hero}
        <LoginPrompt title={t('tasks.loginTitle')} hint={t('tasks.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  let body
  if (tasks.data) {
    body = tasks.data.length ? (
      <View className='member-tasks__list'>
        {tasks.data.map((task) => (
          <TaskCard
            key={task.id}
            t={t}
            task={task}
            claiming={claiming === task.id}
            locked={claiming !== null && claiming !== task.id}
            onGo={go}
            onClaim={claim}
          />
        ))}
      </View>
    ) : (
      <Empty
        className='member-tasks__empty'
        image={<View className='member-tasks__empty-art' />}
        title={t('tasks.empty')}
        description={t('tasks.emptyHint')}
      >
        <Button className='member-tasks__to-member' type='primary' fill='outline' onClick={() => navigateTo(pageUrl('memberCenter')).catch(() => undefined)}>
          {t('tasks.toMember')}
        </Button>
      </Empty>
    )
  } else if (tasks.state === 'error') {
    body = <LoadError title={t('tasks.failed')} error={tasks.error} onRetry={tasks.reload} />
  } else {
    body = <TasksSkeleton />
  }

  return (
    <Page className='member-tasks'>
      {hero}
      {body}
    </Page>
  )
}
