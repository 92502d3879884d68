import PageShell from '@/components/PageShell'

export default function KevyLuckydrawPage() {
  return <PageShell />
}
