import PageShell from '@/components/PageShell'

export default function RangkinglistPage() {
  return <PageShell />
}
