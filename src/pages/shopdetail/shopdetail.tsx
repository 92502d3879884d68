import { ShopDetailScreen } from '@/features/shops'

// /pages/shopdetail/shopdetail?id=: a takeaway / free-meal shop.
export default function ShopdetailPage() {
  return <ShopDetailScreen variant='takeaway' />
}
