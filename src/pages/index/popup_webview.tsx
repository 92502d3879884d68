import { WebScreen } from '@/features/web'

// The link of a home popup (活动详情: ?url=&title=), shown like any in-app web page.
export default function PopupWebviewPage() {
  return <WebScreen />
}
