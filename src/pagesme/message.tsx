import PageShell from '@/components/PageShell'

export default function MessagePage() {
  return <PageShell />
}
