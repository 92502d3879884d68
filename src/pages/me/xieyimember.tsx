import PageShell from '@/components/PageShell'

export default function XieyimemberPage() {
  return <PageShell />
}
