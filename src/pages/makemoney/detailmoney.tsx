import PageShell from '@/components/PageShell'

export default function DetailmoneyPage() {
  return <PageShell />
}
