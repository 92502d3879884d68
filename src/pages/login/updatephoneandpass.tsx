import { PhonePasswordScreen } from '@/features/account'

// ?type=phone (change the number), password (set or change the login password) or bind.
export default function UpdatePhoneAndPassPage() {
  return <PhonePasswordScreen />
}
