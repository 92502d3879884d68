import { MemberTasksScreen } from '@/features/member'

// 免费领会员: the free-membership tasks.
export default function MembertaskPage() {
  return <MemberTasksScreen />
}
