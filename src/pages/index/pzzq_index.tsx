import PageShell from '@/components/PageShell'

export default function PzzqIndexPage() {
  return <PageShell />
}
