import { WalletHistoryScreen } from '@/features/wallet'

// 资金明细: features/wallet.
export default function MoneydetailPage() {
  return <WalletHistoryScreen />
}
