import { MemberCenterScreen } from '@/features/member'

// 会员中心: the membership, its benefits and plans.
export default function MemberPage() {
  return <MemberCenterScreen />
}
