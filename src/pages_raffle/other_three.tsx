import { EggScreen } from '@/features/raffle'

// 砸金蛋 (?id=): features/raffle.
export default function OtherThreePage() {
  return <EggScreen />
}
