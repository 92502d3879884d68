import PageShell from '@/components/PageShell'

export default function CallusPage() {
  return <PageShell />
}
