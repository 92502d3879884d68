import { WebScreen } from '@/features/web'

// A web link opened from a banner, menu or notice (webviewUrl: ?url=&title=).
export default function ToweburlPage() {
  return <WebScreen />
}
