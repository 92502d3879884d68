import PageShell from '@/components/PageShell'

export default function MakemoneyRulePage() {
  return <PageShell />
}
