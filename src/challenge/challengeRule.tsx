import { ChallengeRuleScreen } from '@/features/challenge'

// features/challenge (ChallengeRuleScreen).
export default function ChallengeRulePage() {
  return <ChallengeRuleScreen />
}
