import { MyMessagesScreen } from '@/features/notices'
// the stylesheet stays beside the page: its @import paths are relative to this sub-package
import './message.scss'

// 我的消息: system notices and the account's messages.
export default function MyMessagePage() {
  return <MyMessagesScreen />
}
