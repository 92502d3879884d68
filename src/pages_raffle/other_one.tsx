import PageShell from '@/components/PageShell'

export default function OtherOnePage() {
  return <PageShell />
}
