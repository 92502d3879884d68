import { HomeScreen } from '@/features/home'

// Home tab.
export default function HomePage() {
  return <HomeScreen />
}
