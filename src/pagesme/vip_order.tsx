import PageShell from '@/components/PageShell'

export default function VipOrderPage() {
  return <PageShell />
}
