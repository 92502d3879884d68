import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { OrderF, PlayCircleFill, StoreF } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import type { GoldTask } from '@api-types/signIn'
import type { MessageKey, Translate } from '@/i18n'
import type messages from './goldTasks.messages'
import { taskAction, taskProgress } from './goldTaskView'

type T = Translate<MessageKey | keyof typeof messages.en>

const ICONS: Record<string, ReactNode> = {
  ad: <PlayCircleFill size={22} color='#fff' />,
  free_meal: <OrderF size={22} color='#fff' />,
  voucher: <StoreF size={22} color='#fff' />,
}

/** A task's icon: a coloured disc by kind. */
export function TaskIcon({ kind }: { kind: string }) {
  const known = kind in ICONS
  return <View className={`gold-task__icon gold-task__icon--${known ? kind : 'ad'}`}>{ICONS[known ? kind : 'ad']}</View>
}

/** The progress line: today's or all-time claims of the cap; logged out, how often it pays. */
export function progressText(t: T, task: GoldTask): string {
  const { claimed, cap } = taskProgress(task)
  if (claimed === null) return task.period === 'once' ? t('goldTasks.once') : t('goldTasks.perDay', { cap })
  return t(task.period === 'once' ? 'goldTasks.ever' : 'goldTasks.today', { claimed, cap })
}

export interface TaskRowProps {
  t: T
  task: GoldTask
  /** This task's reward is being claimed. */
  claiming: boolean
  /** Another task's reward is being claimed: this one waits. */
  locked: boolean
  onGo: (task: GoldTask) => void
  onClaim: (task: GoldTask) => void
}

// One task of 全部任务: its icon, title, +N金币, description, progress (今日 k/cap) and its button:
// 去完成, 领取 (a proof task's proof is in), 已完成 (nothing left in its period).
export default function TaskRow({ t, task, claiming, locked, onGo, onClaim }: TaskRowProps) {
  const action = taskAction(task)
  let button
  if (action === 'claim') {
    button = (
      <Button className='gold-task__btn gold-task__btn--claim' type='primary' size='small' loading={claiming} disabled={claiming || locked} onClick={() => onClaim(task)}>
        {t('goldTasks.claim')}
      </Button>
    )
  } else if (action === 'go') {
    button = (
      <Button className='gold-task__btn gold-task__btn--go' type='primary' fill='outline' size='small' onClick={() => onGo(task)}>
        {t('goldTasks.go')}
      </Button>
    )
  } else {
    button = (
      <Button className='gold-task__btn gold-task__btn--done' size='small' disabled>
        {t('goldTasks.done')}
      </Button>
    )
  }
  return (
    <View className={`gold-task gold-task--${action}`} data-type={task.type}>
      <TaskIcon kind={task.kind} />
      <View className='gold-task__main'>
        <View className='gold-task__head'>
          <Text className='gold-task__title'>{task.title}</Text>
          <Text className='gold-task__reward'>{t('goldTasks.reward', { gold: Number(task.gold) || 0 })}</Text>
        </View>
        {task.description ? <Text className='gold-task__desc'>{task.description}</Text> : null}
        <Text className='gold-task__progress'>{progressText(t, task)}</Text>
      </View>
      {button}
    </View>
  )
}
