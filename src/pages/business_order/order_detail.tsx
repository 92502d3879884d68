import PageShell from '@/components/PageShell'

export default function OrderDetailPage() {
  return <PageShell />
}
