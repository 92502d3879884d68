import { BlindBoxHelpListScreen } from '@/features/blindBox'

export default function BlindBoxHelpListPage() {
  return <BlindBoxHelpListScreen />
}
