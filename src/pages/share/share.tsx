import PageShell from '@/components/PageShell'

export default function SharePage() {
  return <PageShell />
}
