import { ShareRegisterScreen } from '@/features/share'

export default function ShareRegisterPage() {
  return <ShareRegisterScreen />
}
