import { CallUsScreen } from '@/features/merchant'

export default function CallusPage() {
  return <CallUsScreen />
}
