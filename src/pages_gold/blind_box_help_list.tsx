import PageShell from '@/components/PageShell'

export default function BlindBoxHelpListPage() {
  return <PageShell />
}
