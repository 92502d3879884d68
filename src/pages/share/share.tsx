import { ShareScreen } from '@/features/share'

export default function SharePage() {
  return <ShareScreen />
}
