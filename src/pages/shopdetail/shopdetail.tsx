import ShopDetailScreen from '@/components/ShopDetail'

// /pages/shopdetail/shopdetail?id=: a takeaway / free-meal shop.
export default function ShopdetailPage() {
  return <ShopDetailScreen variant='takeaway' />
}
