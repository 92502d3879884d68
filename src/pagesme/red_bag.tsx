import { MyCouponsScreen } from '@/features/coupons'
// the stylesheet stays beside the page: its @import paths are relative to this sub-package
import './red_bag.scss'

// 红包卡券: the red packets and coupons received.
export default function RedBagPage() {
  return <MyCouponsScreen />
}
