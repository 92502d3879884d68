import { EarningsScreen } from '@/features/wallet'

// 收益明细: features/wallet.
export default function DetailmoneyPage() {
  return <EarningsScreen />
}
