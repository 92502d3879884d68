import { ShopDetailScreen } from '@/features/shops'

// /pages/shopdetail/shopdetail_gf?id=: a quality-zone shop.
export default function ShopdetailGfPage() {
  return <ShopDetailScreen variant='quality' />
}
