import { FreeMealListScreen } from '@/features/freeMeal'

// 霸王餐: the free-meal deals near the user.
export default function KingeatPage() {
  return <FreeMealListScreen />
}
