import { BlindBoxHelpScreen } from '@/features/blindBox'

export default function BlindBoxHelpPage() {
  return <BlindBoxHelpScreen />
}
