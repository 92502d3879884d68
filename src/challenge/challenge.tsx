import { ChallengeScreen } from '@/features/challenge'

// features/challenge (ChallengeScreen).
export default function ChallengePage() {
  return <ChallengeScreen />
}
