import { EarnRulesScreen } from '@/features/team'

// 赚钱规则: features/team.
export default function MakemoneyRulePage() {
  return <EarnRulesScreen />
}
