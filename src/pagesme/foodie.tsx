import { FoodieScreen } from '@/features/team'

// 吃货排行榜: features/team.
export default function FoodiePage() {
  return <FoodieScreen />
}
