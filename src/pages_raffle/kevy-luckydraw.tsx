import { WheelScreen } from '@/features/raffle'

// 大转盘 (?id=): features/raffle.
export default function KevyLuckydrawPage() {
  return <WheelScreen />
}
