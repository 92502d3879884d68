import { AgreementScreen } from '@/features/account'

export default function PrivacyAgreementPage() {
  return <AgreementScreen kind='privacy' />
}
