import PageShell from '@/components/PageShell'

export default function BlindBoxPosterPage() {
  return <PageShell />
}
