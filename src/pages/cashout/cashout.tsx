import PageShell from '@/components/PageShell'

export default function CashoutPage() {
  return <PageShell />
}
