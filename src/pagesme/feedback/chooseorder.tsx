import { ChooseOrderScreen } from '@/features/feedback'

// features/feedback (ChooseOrderScreen).
export default function ChooseorderPage() {
  return <ChooseOrderScreen />
}
