import PageShell from '@/components/PageShell'

export default function GolddetailsPage() {
  return <PageShell />
}
