import { ScratchScreen } from '@/features/raffle'

// 刮刮卡 (?id=): features/raffle.
export default function OtherFourPage() {
  return <ScratchScreen />
}
