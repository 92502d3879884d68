import { WalletPayScreen } from '@/features/vouchers'

// ?id=: paying a bill from the wallet.
export default function OrderAlipayPage() {
  return <WalletPayScreen />
}
