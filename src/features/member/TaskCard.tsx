import { Text, View } from '@tarojs/components'
import { Button, Progress, Tag } from '@nutui/nutui-react-taro'
import type { MemberTask } from '@api-types/member'
import type { Translate } from '@/i18n'
import type messages from './tasks.messages'
import { taskAction, taskProgress } from './memberView'

type T = Translate<keyof typeof messages.en>

export interface TaskCardProps {
  t: T
  task: MemberTask
  /** This task's award is being claimed. */
  claiming: boolean
  /** Another task's award is being claimed: this one waits. */
  locked: boolean
  onGo: (task: MemberTask) => void
  onClaim: (task: MemberTask) => void
}

// One free-membership task: what to do, the member days it gives, its progress bar (progress of
// target), and its button: 去完成 (where it is done), 领取 once done, 已领取 after.
export default function TaskCard({ t, task, claiming, locked, onGo, onClaim }: TaskCardProps) {
  const action = taskAction(task)
  const progress = taskProgress(task)
  let button
  if (action === 'claim') {
    button = (
      <Button className='task-card__btn task-card__btn--claim' type='primary' size='small' loading={claiming} disabled={claiming || locked} onClick={() => onClaim(task)}>
        {t('tasks.claim')}
      </Button>
    )
  } else if (action === 'go') {
    button = (
      <Button className='task-card__btn task-card__btn--go' type='primary' fill='outline' size='small' onClick={() => onGo(task)}>
        {t('tasks.go')}
      </Button>
    )
  } else {
    button = (
      <Button className={`task-card__btn task-card__btn--${action}`} size='small' disabled>
        {action === 'claimed' ? t('tasks.claimed') : t('tasks.doing')}
      </Button>
    )
  }

  return (
    <View className={`task-card task-card--${action}`} data-task-id={task.id}>
      <View className='task-card__head'>
        <Text className='task-card__title'>{task.title}</Text>
        <Tag className='task-card__award' round>
          {t('tasks.award', { days: Number(task.award_days) || 0 })}
        </Tag>
      </View>
      {task.description ? <Text className='task-card__desc'>{task.description}</Text> : null}
      <View className='task-card__foot'>
        <View className='task-card__progress'>
          <Progress className='task-card__bar' percent={progress.percent} strokeWidth='6' ariaLabel={t('tasks.progress', { text: progress.text })} />
          <Text className='task-card__count'>{t('tasks.progress', { text: progress.text })}</Text>
        </View>
        {button}
      </View>
    </View>
  )
}
