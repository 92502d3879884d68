import { MyTeamScreen } from '@/features/team'

// 我的团队: features/team.
export default function MygroupPage() {
  return <MyTeamScreen />
}
