import { ExchangeScreen } from '@/features/raffle'

// 填写收货地址 (?win_id=): features/raffle.
export default function ExchangePage() {
  return <ExchangeScreen />
}
