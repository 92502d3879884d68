import { MyPrizesScreen } from '@/features/raffle'

// 我的奖品: features/raffle.
export default function MyRafflePage() {
  return <MyPrizesScreen />
}
