import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { Button, Empty, PullToRefresh, Skeleton } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { GoldTask } from '@api-types/signIn'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { TOAST_DEFAULT } from '@/constants'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { NavigationError, openPage } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import { formatGold } from '@/utils/money'
import messages from './goldTasks.messages'
import { taskDestination } from './goldTaskView'
import TaskRow from './TaskRow'
import { useTaskClaim, useTaskList } from './useGoldTasks'
import { pageUrl } from '@/routes'

/** Four rows of the tasks' own size while the list loads. */
function TasksSkeleton() {
  return (
    <View className='gold-tasks__list' aria-busy='true'>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='gold-task gold-task--skeleton'>
          <Skeleton className='gold-task__icon-skeleton' width='44px' height='44px' />
          <View className='gold-task__main'>
            <Skeleton width='60%' height='16px' />
            <Skeleton className='gold-task__skeleton-line' width='90%' height='12px' />
            <Skeleton className='gold-task__skeleton-line' width='35%' height='12px' />
          </View>
        </View>
      ))}
    </View>
  )
}

// 全部任务: the gold balance, then every gold task (signIn/tasks) with its reward, today's progress
// and its button: 去完成 opens 任务详情 for the ad task and where the proof is earned for
// the others (the free-meal list, the home tab's shops for vouchers); 领取 claims a proven reward;
// 已完成 when nothing is left. Logged out the tasks show without progress and 去完成 asks for a login.
export default function GoldTasksScreen() {
  const t = useT(messages)
  const list = useTaskList()
  const { claiming, claim } = useTaskClaim(list)
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  const loggedIn = useAtomValue(isLoggedInAtom)
  const data = list.data

  const go = async (task: GoldTask): Promise<void> => {
    if (!(await checkLogin())) return
    try {
      await openPage(taskDestination(task))
    } catch (e) {
      // a second tap while the page opens says nothing; a page the app does not have does
      if (!(e instanceof NavigationError && e.reason === 'busy')) toast(t('goldTasks.openFailed'), TOAST_DEFAULT)
    }
  }

  const onClaim = async (task: GoldTask): Promise<void> => {
    const result = await claim(task)
    if (result) toast(t('goldTasks.claimDone', { gold: Number(result.gold) || 0 }), TOAST_DEFAULT)
  }

  const head = (
    <View className='gold-tasks-head'>
      <View className='gold-tasks-head__glow' />
      <Text className='gold-tasks-head__label'>{t('goldTasks.myGold')}</Text>
      <View className='gold-tasks-head__row'>
        {!loggedIn ? (
          <View className='gold-tasks-head__guest'>
            <Text className='gold-tasks-head__guest-text'>{t('goldTasks.guest')}</Text>
            <Button className='gold-tasks-head__login' size='small' type='primary' onClick={() => checkLogin().catch(() => undefined)}>
              {t('common.loginRegister')}
            </Button>
          </View>
        ) : (
          <View className='gold-tasks-head__amount'>
            <View className='gold-tasks-head__coin' />
            <Text className='gold-tasks-head__value'>{typeof data?.gold === 'number' ? formatGold(data.gold) : '--'}</Text>
          </View>
        )}
        {loggedIn ? (
          <View className='gold-tasks-head__link' role='button' onClick={() => openPage(pageUrl('goldHistory')).catch(() => undefined)}>
            <Text>{t('goldTasks.goldDetails')}</Text>
            <ArrowRight size={10} />
          </View>
        ) : null}
      </View>
    </View>
  )

  let body
  if (data) {
    body = data.tasks.length ? (
      <View className='gold-tasks__list'>
        <View className='gold-tasks__title-row'>
          <Text className='gold-tasks__title'>{t('goldTasks.listTitle')}</Text>
          <Text className='gold-tasks__hint'>{t('goldTasks.listHint')}</Text>
        </View>
        {data.tasks.map((task) => (
          <TaskRow
            key={task.type}
            t={t}
            task={task}
            claiming={claiming === task.type}
            locked={claiming !== null && claiming !== task.type}
            onGo={go}
            onClaim={onClaim}
          />
        ))}
      </View>
    ) : (
      <Empty className='gold-tasks__empty' image={<View className='gold-tasks__empty-art' />} title={t('goldTasks.empty')} description={t('goldTasks.emptyHint')} />
    )
  } else if (list.state === 'error') {
    body = <LoadError title={t('goldTasks.failed')} error={list.error} onRetry={list.reload} />
  } else {
    body = <TasksSkeleton />
  }

  const onRefresh = () => list.refresh().catch(() => toast(t('goldTasks.refreshFailed'), TOAST_DEFAULT))

  return (
    <Page className='gold-tasks'>
      {head}
      {data ? (
        <PullToRefresh className='gold-tasks__refresh' scrollTop={atTop ? 0 : 1} onRefresh={onRefresh}>
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
    </Page>
  )
}
