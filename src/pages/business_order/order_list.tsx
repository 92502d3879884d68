import PageShell from '@/components/PageShell'

export default function OrderListPage() {
  return <PageShell />
}
