import PageShell from '@/components/PageShell'

export default function MembertaskPage() {
  return <PageShell />
}
