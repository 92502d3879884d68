import { privacyAgreement } from '@/api/common'
import AgreementPage from './AgreementPage'

const load = () => privacyAgreement({ silent: true })

export default function PrivacyAgreementPage() {
  return <AgreementPage load={load} />
}
