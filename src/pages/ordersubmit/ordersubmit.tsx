import PageShell from '@/components/PageShell'

export default function OrdersubmitPage() {
  return <PageShell />
}
