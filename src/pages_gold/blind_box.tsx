import PageShell from '@/components/PageShell'

export default function BlindBoxPage() {
  return <PageShell />
}
