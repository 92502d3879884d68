import { SearchScreen } from '@/features/shops'

// /pages/search/search_gf: the quality-zone shops.
export default function SearchGfPage() {
  return <SearchScreen source='quality' />
}
