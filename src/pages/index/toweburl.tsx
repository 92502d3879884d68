import WebPage from '@/components/WebPage'

// A web link opened from a banner, menu or notice (webviewUrl: ?url=&title=).
export default function ToweburlPage() {
  return <WebPage />
}
