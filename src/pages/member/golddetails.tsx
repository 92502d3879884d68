import { GoldHistoryScreen } from '@/features/gold'
// the stylesheet stays beside the page: its @import paths are relative to here (../../styles/gold)
import './golddetails.scss'

// 金币明细: the gold ledger.
export default function GolddetailsPage() {
  return <GoldHistoryScreen />
}
