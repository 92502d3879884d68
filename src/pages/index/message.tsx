import { NoticesScreen } from '@/features/notices'

// 消息通知: the system notices.
export default function MessagePage() {
  return <NoticesScreen />
}
