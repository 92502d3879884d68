import { BillListScreen } from '@/features/vouchers'

// 我的账单: the voucher orders by state.
export default function OrderListPage() {
  return <BillListScreen />
}
