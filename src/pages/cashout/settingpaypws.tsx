import { PayPasswordScreen } from '@/features/wallet'

// 设置支付密码 / 修改支付密码: features/wallet.
export default function SettingpaypwsPage() {
  return <PayPasswordScreen />
}
