import { PerksScreen } from '@/features/earn'

// Perks tab (福利).
export default function FuliPage() {
  return <PerksScreen />
}
