import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Page from '@/components/Page'
import RuleList from '@/components/RuleList'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { pageUrl } from '@/routes'
import RateCards from './RateCards'
import messages from './team.messages'
import { useRewardRules } from './useTeam'
import './team.scss'

/** The rules as the server applies them (docs/rules.md "Team and referral"), in order. */
const RULES = ['team.rule.team', 'team.rule.earn', 'team.rule.pending', 'team.rule.undo', 'team.rule.valid', 'team.rule.share', 'team.rule.device', 'team.rule.held'] as const

// 赚钱规则: the two commission levels and their rates (the one presenter), the rules as the server
// applies them, and the operator's own text (system_infos.invite_rule) when there is one.
export default function EarnRulesScreen() {
  const t = useT(messages)
  const { terms, operatorRule } = useRewardRules()
  const params = { direct: terms.direct, indirect: terms.indirect, days: terms.frozenDays }
  return (
    <Page className='team-page team-rules'>
      <RateCards terms={terms} />
      <View className='team-card'>
        <Text className='team-card__title'>{t('team.rulesTitle')}</Text>
        {RULES.map((key, i) => (
          <View key={key} className='team-rules__item'>
            <Text className='team-rules__no'>{i + 1}</Text>
            <Text className='team-rules__text'>{t(key, params)}</Text>
          </View>
        ))}
      </View>
      <RuleList className='team-card team-rules__operator' titleClassName='team-card__title' title={t('team.operatorRule')} text={operatorRule} />
      <Button className='team-invite__share' type='primary' block onClick={() => navigateTo(pageUrl('share')).catch(() => undefined)}>
        {t('team.inviteFriends')}
      </Button>
    </Page>
  )
}
