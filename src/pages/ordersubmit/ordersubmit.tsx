import { GrabScreen } from '@/features/freeMeal'

// ?shop_id=: confirms and grabs a free-meal slot of the shop.
export default function OrdersubmitPage() {
  return <GrabScreen />
}
