import { InviteScreen } from '@/features/team'

// 邀请团员: features/team.
export default function GetmakerPage() {
  return <InviteScreen />
}
