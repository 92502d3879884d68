import PageShell from '@/components/PageShell'

export default function ChallengeRulePage() {
  return <PageShell />
}
