import { MyJoinedChallengesScreen } from '@/features/challenge'

// 我参与的挑战: features/challenge.
export default function MakemoneyMyJoinPage() {
  return <MyJoinedChallengesScreen />
}
