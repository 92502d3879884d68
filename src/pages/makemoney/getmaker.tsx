import PageShell from '@/components/PageShell'

export default function GetmakerPage() {
  return <PageShell />
}
