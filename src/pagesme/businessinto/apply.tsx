import { ApplyScreen } from '@/features/merchant'

export default function ApplyPage() {
  return <ApplyScreen />
}
