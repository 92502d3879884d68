import PageShell from '@/components/PageShell'

export default function ApplyPage() {
  return <PageShell />
}
