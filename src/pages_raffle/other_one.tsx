import { GridScreen } from '@/features/raffle'

// 九宫格 (?id=): features/raffle.
export default function OtherOnePage() {
  return <GridScreen />
}
