import { MyChallengeScreen } from '@/features/challenge'

// features/challenge (MyChallengeScreen).
export default function MyChallengePage() {
  return <MyChallengeScreen />
}
