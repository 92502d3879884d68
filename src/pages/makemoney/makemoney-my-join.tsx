import PageShell from '@/components/PageShell'

export default function MakemoneyMyJoinPage() {
  return <PageShell />
}
