import { ActivitiesScreen } from '@/features/raffle'

// 幸运抽奖 (the activities): features/raffle.
export default function IndexRafflePage() {
  return <ActivitiesScreen />
}
