import RankingBoard from './RankingBoard'
import { FOODIE_BOARDS } from './teamView'

// 吃货排行榜: the savings board (what approved free meals saved).
export default function FoodieScreen() {
  return <RankingBoard boards={FOODIE_BOARDS} />
}
