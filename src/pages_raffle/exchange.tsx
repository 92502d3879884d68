import PageShell from '@/components/PageShell'

export default function ExchangePage() {
  return <PageShell />
}
