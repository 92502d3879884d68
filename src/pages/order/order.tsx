import { OrdersScreen } from '@/features/freeMeal'

// Orders tab: the free-meal orders by state.
export default function OrderPage() {
  return <OrdersScreen />
}
