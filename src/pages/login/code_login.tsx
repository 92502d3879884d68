import { CodeLoginScreen } from '@/features/account'

export default function CodeLoginPage() {
  return <CodeLoginScreen />
}
