import { CashOutScreen } from '@/features/wallet'

// 提现: features/wallet.
export default function CashoutPage() {
  return <CashOutScreen />
}
