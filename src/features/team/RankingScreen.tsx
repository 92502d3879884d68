import RankingBoard from './RankingBoard'
import { RANKING_BOARDS } from './teamView'

// 排行榜: the earnings and invitation boards.
export default function RankingScreen() {
  return <RankingBoard boards={RANKING_BOARDS} />
}
