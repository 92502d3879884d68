import { LoginScreen } from '@/features/account'

// The login entry: SMS code, password or WeChat; also where WeChat's OAuth redirect comes back.
export default function LoginPage() {
  return <LoginScreen />
}
