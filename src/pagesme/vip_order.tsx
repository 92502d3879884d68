import { MemberOrdersScreen } from '@/features/member'

// 会员订单: the membership orders.
export default function VipOrderPage() {
  return <MemberOrdersScreen />
}
