import { AgreementScreen } from '@/features/account'

export default function UserAgreementPage() {
  return <AgreementScreen kind='user' />
}
