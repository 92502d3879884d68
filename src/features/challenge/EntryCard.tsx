import { Text, View } from '@tarojs/components'
import { Progress, Tag } from '@nutui/nutui-react-taro'
import type { ChallengeEntry } from '@api-types/challenge'
import { parseShanghai } from '@/hooks/useServerNow'
import type { Translate } from '@/i18n'
import { shortTime } from '@/utils/time'
import type messages from './challenges.messages'
import { BAR_COLOR, entryText, progressPercent, rewardText, timeLeft } from './challengeView'

type T = Translate<keyof typeof messages.en>

// One entry of 我的挑战 and 参与记录: the challenge, its state, the progress bar; active: the time
// left to the deadline (the server's clock); completed: the reward won; failed: nothing won.
export default function EntryCard({ t, e, now }: { t: T; e: ChallengeEntry; now: number }) {
  const reward = rewardText(t, e)
  let foot: JSX.Element
  if (e.state === 'active') {
    foot = (
      <View className='ch-entry__foot'>
        <Text className='ch-entry__note'>{t('ch.deadline', { time: shortTime(e.deadline) })}</Text>
        <Text className='ch-card__left' aria-live='off'>{t('ch.timeLeft', { left: timeLeft(t, parseShanghai(e.deadline), now) })}</Text>
      </View>
    )
  } else if (e.state === 'completed') {
    foot = (
      <View className='ch-entry__foot'>
        <Text className='ch-entry__note'>{t('ch.endedAt', { time: shortTime(e.ended_at) })}</Text>
        <Text className='ch-entry__won'>{t('ch.rewarded', { reward })}</Text>
      </View>
    )
  } else {
    foot = (
      <View className='ch-entry__foot'>
        <Text className='ch-entry__note'>{t('ch.endedAt', { time: shortTime(e.ended_at) })}</Text>
        <Text className='ch-entry__lost'>{t('ch.failedNote')}</Text>
      </View>
    )
  }
  return (
    <View className={`ch-entry ch-entry--${e.state}`}>
      <View className='ch-card__head'>
        <Text className='ch-card__title'>{e.title}</Text>
        <Tag className={`ch-chip ch-chip--${e.state}`} round>{t(`ch.state.${e.state}`)}</Tag>
      </View>
      <Text className='ch-entry__terms'>
        {t('ch.terms', { days: e.duration_days, goal: e.goal })} · {entryText(t, e)} · {t('ch.rewardLabel')} {reward}
      </Text>
      <Progress className='ch-bar' percent={progressPercent(e.progress, e.goal)} strokeWidth='8' color={BAR_COLOR} ariaLabel={t('ch.progressLabel', { title: e.title })} />
      <View className='ch-entry__row'>
        <Text className='ch-card__progress-text'>{t('ch.progress', { progress: e.progress, goal: e.goal })}</Text>
        <Text className='ch-entry__note'>{t('ch.joinedAt', { time: shortTime(e.joined_at) })}</Text>
      </View>
      {foot}
    </View>
  )
}
