import { BlindBoxScreen } from '@/features/blindBox'

export default function BlindBoxPage() {
  return <BlindBoxScreen />
}
