import PageShell from '@/components/PageShell'

export default function NovicePage() {
  return <PageShell />
}
