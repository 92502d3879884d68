import { PlaceOrderScreen } from '@/features/freeMeal'

// ?id=: going to order a free-meal order on its takeaway platform.
export default function MeituanWebviewPage() {
  return <PlaceOrderScreen />
}
