import { MemberAgreementScreen } from '@/features/member'

// 会员协议: the membership agreement.
export default function XieyimemberPage() {
  return <MemberAgreementScreen />
}
