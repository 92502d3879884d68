import PageShell from '@/components/PageShell'

export default function PopupWebviewPage() {
  return <PageShell />
}
