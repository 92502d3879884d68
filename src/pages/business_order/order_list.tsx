import { BillListScreen } from '@/features/vouchers'

// 我的账单: everything the user bought with money, by state.
export default function OrderListPage() {
  return <BillListScreen />
}
