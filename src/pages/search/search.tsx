import { SearchScreen } from '@/features/shops'

// /pages/search/search?latitude=&longitude=&address=: every shop around the position.
export default function SearchPage() {
  return <SearchScreen source='nearby' />
}
