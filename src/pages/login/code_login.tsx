import PageShell from '@/components/PageShell'

export default function CodeLoginPage() {
  return <PageShell />
}
