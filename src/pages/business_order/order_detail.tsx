import { BillDetailScreen } from '@/features/vouchers'

// ?id=: a bill, with its redeem code or the way to pay it.
export default function OrderDetailPage() {
  return <BillDetailScreen />
}
