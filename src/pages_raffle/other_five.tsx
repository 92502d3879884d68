import { CapsuleScreen } from '@/features/raffle'

// 扭蛋机 (?id=): features/raffle.
export default function OtherFivePage() {
  return <CapsuleScreen />
}
