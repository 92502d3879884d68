import { BindAlipayScreen } from '@/features/wallet'

// 绑定支付宝: features/wallet.
export default function BindalipayPage() {
  return <BindAlipayScreen />
}
