import { Text, View } from '@tarojs/components'
import type { BlindBoxConfig, BlindBoxContent, BlindBoxHelper } from '@api-types/blindBox'
import MemberAvatar from '@/components/MemberAvatar'
import { useT } from '@/i18n'
import messages from './blindBox.messages'
import { percentOf, prizeKey, slotsOf } from './blindBoxView'

// What the blind-box pages share: the progress bar with the helpers' avatars, the published
// contents and odds, and the rules.

type T = ReturnType<typeof useT<typeof messages>>

export function BoxProgress({ progress, needed, helpers, t }: { progress: number; needed: number; helpers: readonly BlindBoxHelper[]; t: T }) {
  const percent = percentOf(progress, needed)
  return (
    <View className='blind-progress'>
      <Text className='blind-progress__text'>{t('blindBox.progress', { progress, needed })}</Text>
      <View
        className='blind-progress__bar'
        role='progressbar'
        aria-label={t('blindBox.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={progress}
      >
        <View className='blind-progress__fill' style={{ width: `${percent}%` }} />
      </View>
      <View className='blind-progress__slots'>
        {slotsOf(helpers, needed).map((h, i) => (h ? (
          <MemberAvatar key={i} className='blind-progress__slot' avatar={h.avatar} nickname={h.nickname} alt={t('blindBox.helperAvatar', { name: h.nickname })} />
        ) : (
          <View key={i} className='blind-progress__slot blind-progress__slot--empty' role='img' aria-label={t('blindBox.slotEmpty')}>?</View>
        )))}
      </View>
    </View>
  )
}

export function ContentsCard({ contents, t }: { contents: readonly BlindBoxContent[]; t: T }) {
  return (
    <View className='blind-card blind-contents'>
      <Text className='blind-card__title'>{t('blindBox.contentsTitle')}</Text>
      {contents.map((c, i) => (
        <View key={i} className='blind-contents__row'>
          <Text className='blind-contents__prize'>{t(prizeKey(c), { amount: c.amount })}</Text>
          <Text className='blind-contents__odds'>{c.odds}</Text>
        </View>
      ))}
    </View>
  )
}

export function RulesCard({ config, t }: { config: BlindBoxConfig; t: T }) {
  return (
    <View className='blind-card blind-rules'>
      <Text className='blind-card__title'>{t('blindBox.rulesTitle')}</Text>
      <Text className='blind-rules__rule'>{t('blindBox.ruleHelpers', { count: config.helpers_needed })}</Text>
      {config.new_user_double ? <Text className='blind-rules__rule'>{t('blindBox.ruleNewUser', { hours: config.new_user_hours })}</Text> : null}
      <Text className='blind-rules__rule'>{t('blindBox.ruleCap', { cap: config.daily_help_cap })}</Text>
      <Text className='blind-rules__rule'>{t('blindBox.ruleLifetime', { hours: config.lifetime_hours })}</Text>
      <Text className='blind-rules__rule'>{t('blindBox.ruleNoReward')}</Text>
    </View>
  )
}
