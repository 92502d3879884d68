import SearchShops from './SearchShops'

// /pages/search/search?latitude=&longitude=&address=: every shop around the position.
export default function SearchPage() {
  return <SearchShops source='nearby' />
}
