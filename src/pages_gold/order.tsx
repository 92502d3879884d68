import PageShell from '@/components/PageShell'

export default function OrderPage() {
  return <PageShell />
}
