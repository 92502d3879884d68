import { LocationScreen } from '@/features/shops'

// /pages/search/search_location?latitude=&longitude=&address=: choose the address home shows deals for.
export default function SearchLocationPage() {
  return <LocationScreen />
}
