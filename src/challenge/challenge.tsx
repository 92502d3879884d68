import PageShell from '@/components/PageShell'

export default function ChallengePage() {
  return <PageShell />
}
