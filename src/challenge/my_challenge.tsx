import PageShell from '@/components/PageShell'

export default function MyChallengePage() {
  return <PageShell />
}
