import { userAgreement } from '@/api/common'
import AgreementPage from './AgreementPage'

const load = () => userAgreement({ silent: true })

export default function UserAgreementPage() {
  return <AgreementPage load={load} />
}
