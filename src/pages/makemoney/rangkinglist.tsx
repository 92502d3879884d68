import { RankingScreen } from '@/features/team'

// 排行榜: features/team.
export default function RangkinglistPage() {
  return <RankingScreen />
}
