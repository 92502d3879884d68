import { VipScreen } from '@/features/member'

// 开通会员: choosing a plan and paying for it.
export default function VipPage() {
  return <VipScreen />
}
