import { MakeMoneyScreen } from '@/features/earn'

// Make-money tab (赚钱).
export default function MakeMoneyPage() {
  return <MakeMoneyScreen />
}
