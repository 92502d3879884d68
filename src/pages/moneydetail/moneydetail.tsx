import PageShell from '@/components/PageShell'

export default function MoneydetailPage() {
  return <PageShell />
}
