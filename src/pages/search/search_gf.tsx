import SearchShops from './SearchShops'

// /pages/search/search_gf: the quality-zone shops.
export default function SearchGfPage() {
  return <SearchShops source='quality' />
}
