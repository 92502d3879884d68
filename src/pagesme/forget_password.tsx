import { ForgotPasswordScreen } from '@/features/account'

export default function ForgetPasswordPage() {
  return <ForgotPasswordScreen />
}
