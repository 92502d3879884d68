import PageShell from '@/components/PageShell'

export default function BlindBoxHelpPage() {
  return <PageShell />
}
