import PageShell from '@/components/PageShell'

export default function MeituanWebviewPage() {
  return <PageShell />
}
