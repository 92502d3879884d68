import { Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import type { GoldTask, SignInAddGoldCoinResult } from '@api-types/signIn'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { INVITE_SOURCE, SHARE_TITLE_DEFAULT, TOAST_DEFAULT } from '@/constants'
import { useCountdown } from '@/hooks/useCountdown'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { NavigationError, openPage } from '@/lib/navigation'
import { sharePath } from '@/lib/share'
import { toast } from '@/lib/toast'
import { isLoggedInAtom, userIdAtom, userInfoAtom } from '@/store/session'
import messages from './goldTasks.messages'
import { AD_SECONDS, taskAction, taskDestination, taskProgress, taskTypeOf } from './goldTaskView'
import { TaskIcon } from './TaskRow'
import { useTaskClaim, useTaskList } from './useGoldTasks'
import { pageUrl } from '@/routes'

function DetailSkeleton() {
  return (
    <View className='task-detail__card task-detail__card--skeleton' aria-busy='true'>
      <Skeleton width='44px' height='44px' />
      <Skeleton className='task-detail__skeleton-line' width='50%' height='18px' />
      <Skeleton className='task-detail__skeleton-line' rows={3} width='100%' height='14px' />
      <Skeleton className='task-detail__skeleton-line' width='100%' height='40px' />
    </View>
  )
}

// 任务详情 (?type=N): what the task asks, its reward, the limit and today's progress, and its action:
// 看广告 plays a simulated ad of AD_SECONDS (no ad network) and then claims; a proof task leads to
// where its proof is earned or claims a proven reward. The reward (+N金币) and what is left today show
// after a claim; refusals are the server's toasts. There is no share task: sharing earns no gold
// (docs/rules.md "Sign-in and gold coins"); the page's share menu shares the app's invitation.
export default function TaskDetailScreen() {
  const t = useT(messages)
  const type = taskTypeOf(useRouter().params.type)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const account = useAtomValue(userInfoAtom)
  const storedId = useAtomValue(userIdAtom)
  const userId = account?.id ?? storedId
  const list = useTaskList()
  const { claiming, claim } = useTaskClaim(list)
  const task = list.data?.tasks.find((x) => x.type === type) ?? null
  const [result, setResult] = useState<SignInAddGoldCoinResult | null>(null)
  const ad = useCountdown()
  const [watching, setWatching] = useState(false)

  const claimNow = async (which: GoldTask): Promise<void> => {
    const answer = await claim(which)
    if (answer) setResult(answer)
  }

  // the ad ran to its end: the reward (of the task as it is at that moment)
  const adEnded = useRef(() => undefined as void)
  adEnded.current = () => {
    if (task) void claimNow(task)
  }
  useEffect(() => {
    if (watching && ad.remaining === 0) {
      setWatching(false)
      adEnded.current()
    }
  }, [watching, ad.remaining])

  // the mini-program's share menu: the app's invitation, for no reward
  useShareAppMessage(() => ({ title: SHARE_TITLE_DEFAULT, path: sharePath(userId, INVITE_SOURCE.mini_program) }))

  const watchAd = async () => {
    if (!task || watching || claiming !== null || !(await checkLogin())) return
    setResult(null)
    setWatching(true)
    ad.start(AD_SECONDS)
  }

  const quitAd = () => {
    ad.stop()
    setWatching(false)
    toast(t('bonus.adQuit'), TOAST_DEFAULT)
  }

  const goDo = async () => {
    if (!task || !(await checkLogin())) return
    try {
      await openPage(taskDestination(task))
    } catch (e) {
      if (!(e instanceof NavigationError && e.reason === 'busy')) toast(t('goldTasks.openFailed'), TOAST_DEFAULT)
    }
  }

  if (!task) {
    let body
    if (list.state === 'error') body = <LoadError title={t('bonus.failed')} error={list.error} onRetry={list.reload} />
    else if (list.data || type === null) {
      body = (
        <Empty className='task-detail__missing' image={<View className='task-detail__missing-art' />} title={t('bonus.notFound')} description={t('bonus.notFoundHint')}>
          <Button className='task-detail__all' type='primary' fill='outline' onClick={() => openPage(pageUrl('allTasks')).catch(() => undefined)}>
            {t('bonus.allTasks')}
          </Button>
        </Empty>
      )
    } else body = <DetailSkeleton />
    return <Page className='task-detail'>{body}</Page>
  }

  const action = taskAction(task)
  const progress = taskProgress(task)
  const once = task.period === 'once'
  const busy = claiming === task.type

  let button
  if (!loggedIn) {
    button = (
      <Button className='task-detail__action task-detail__action--login' type='primary' block onClick={() => checkLogin().catch(() => undefined)}>
        {t('bonus.login')}
      </Button>
    )
  } else if (action === 'done') {
    button = (
      <Button className='task-detail__action task-detail__action--done' block disabled>
        {t('bonus.done')}
      </Button>
    )
  } else if (action === 'claim') {
    button = (
      <Button className='task-detail__action task-detail__action--claim' type='primary' block loading={busy} disabled={busy} onClick={() => claimNow(task)}>
        {t('bonus.claim')}
      </Button>
    )
  } else if (task.kind === 'ad') {
    button = (
      <Button className='task-detail__action task-detail__action--ad' type='primary' block loading={busy} disabled={watching || busy} onClick={watchAd}>
        {t('bonus.watchAd')}
      </Button>
    )
  } else {
    button = (
      <Button className='task-detail__action task-detail__action--go' type='primary' block onClick={goDo}>
        {t('bonus.goDo')}
      </Button>
    )
  }

  let left: string | null = null
  if (loggedIn && progress.claimed !== null) {
    if (progress.left > 0) left = t(once ? 'bonus.leftEver' : 'bonus.leftToday', { left: progress.left })
    else left = t(once ? 'bonus.noneLeftEver' : 'bonus.noneLeftToday')
  }

  return (
    <Page className='task-detail'>
      <View className='task-detail__card'>
        <View className='task-detail__head'>
          <TaskIcon kind={task.kind} />
          <View className='task-detail__heading'>
            <Text className='task-detail__title'>{task.title}</Text>
            <Text className='task-detail__reward'>{t('goldTasks.reward', { gold: Number(task.gold) || 0 })}</Text>
          </View>
        </View>
        {task.description ? <Text className='task-detail__desc'>{task.description}</Text> : null}
        <View className='task-detail__facts'>
          <View className='task-detail__fact'>
            <Text className='task-detail__fact-label'>{t('bonus.reward')}</Text>
            <Text className='task-detail__fact-value'>{t('bonus.rewardValue', { gold: Number(task.gold) || 0 })}</Text>
          </View>
          <View className='task-detail__fact'>
            <Text className='task-detail__fact-label'>{t('bonus.limit')}</Text>
            <Text className='task-detail__fact-value'>{t(once ? 'bonus.once' : 'bonus.perDay', { cap: progress.cap })}</Text>
          </View>
          {progress.claimed !== null ? (
            <View className='task-detail__fact task-detail__fact--progress'>
              <Text className='task-detail__fact-label'>{t('bonus.progress')}</Text>
              <Text className='task-detail__fact-value'>
                {t(once ? 'bonus.progressEver' : 'bonus.progressToday', { claimed: progress.claimed, cap: progress.cap })}
              </Text>
            </View>
          ) : null}
        </View>

        {watching ? (
          <View className='task-detail__ad' role='dialog'>
            <View className='task-detail__ad-top'>
              <Text className='task-detail__ad-label'>{t('bonus.adLabel')}</Text>
              <Text className='task-detail__ad-count'>{t('bonus.adPlaying', { seconds: ad.remaining })}</Text>
              <View className='task-detail__ad-close' role='button' onClick={quitAd}>{t('bonus.adClose')}</View>
            </View>
            <View className='task-detail__ad-screen'>
              <View className='task-detail__ad-coin' />
              <Text className='task-detail__ad-demo'>{t('bonus.adDemo')}</Text>
            </View>
          </View>
        ) : null}

        {busy && !result ? <Text className='task-detail__claiming'>{t('bonus.adClaiming')}</Text> : null}
        {result ? (
          <View className='task-detail__result'>
            <Text className='task-detail__result-gold'>{t('bonus.resultGold', { gold: Number(result.gold) || 0 })}</Text>
            <Text className='task-detail__result-hint'>{t('bonus.resultHint')}</Text>
          </View>
        ) : null}

        {button}
        {left ? <Text className='task-detail__left'>{left}</Text> : null}
      </View>
    </Page>
  )
}
