import { PasswordLoginScreen } from '@/features/account'

export default function PhoneLoginPage() {
  return <PasswordLoginScreen />
}
