import { CouponOffersScreen } from '@/features/coupons'
// the stylesheet stays beside the page: its @import paths are relative to this sub-package
import './mt_redbag.scss'

// 外卖红包: the day's takeaway coupons.
export default function MtRedbagPage() {
  return <CouponOffersScreen />
}
