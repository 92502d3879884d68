import { Text, View } from '@tarojs/components'
import LoadError from '@/components/LoadError'
import Page from '@/components/Page'
import { ListSkeleton } from '@/components/ListStates'
import { useT } from '@/i18n'
import messages from './challenges.messages'
import { entryText, rewardText } from './challengeView'
import { useChallengeList } from './useChallenges'
import './challenges.scss'

// 挑战规则: the rules every challenge follows, as the server states them (challenge/list's rules,
// in the user's language), and the terms of each live challenge.
export default function ChallengeRuleScreen() {
  const t = useT(messages)
  const challenges = useChallengeList()
  let body: JSX.Element
  if (challenges.state === 'error') body = <LoadError title={t('ch.rulesFailed')} error={challenges.error} onRetry={challenges.reload} />
  else if (!challenges.data) body = <ListSkeleton />
  else {
    const { list, rules } = challenges.data
    body = (
      <View className='ch-rules'>
        <View className='ch-rules__section'>
          <View className='ch-rules__title' role='heading' aria-level={2}>{t('ch.rulesCommon')}</View>
          {rules.map((line, i) => (
            <Text key={i} className='ch-rules__item'>{`${i + 1}. ${line}`}</Text>
          ))}
        </View>
        {list.length ? (
          <View className='ch-rules__section'>
            <View className='ch-rules__title' role='heading' aria-level={2}>{t('ch.rulesTerms')}</View>
            {list.map((c) => (
              <Text key={c.id} className='ch-rules__item'>
                {t('ch.ruleLine', { title: c.title, goal: t('ch.goal', { goal: c.goal }), window: t('ch.window', { days: c.duration_days }), entry: entryText(t, c), reward: rewardText(t, c) })}
              </Text>
            ))}
          </View>
        ) : null}
      </View>
    )
  }
  return <Page className='ch-page'>{body}</Page>
}
