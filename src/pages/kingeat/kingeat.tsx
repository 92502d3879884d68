import PageShell from '@/components/PageShell'

export default function KingeatPage() {
  return <PageShell />
}
