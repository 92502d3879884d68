import { GoldOrdersScreen } from '@/features/goldExchange'

// 兑换记录: the redemptions and the gold pack orders.
export default function OrderPage() {
  return <GoldOrdersScreen />
}
