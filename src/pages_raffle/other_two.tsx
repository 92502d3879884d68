import { FlipScreen } from '@/features/raffle'

// 翻牌 (?id=): features/raffle.
export default function OtherTwoPage() {
  return <FlipScreen />
}
