import PageShell from '@/components/PageShell'

export default function OtherThreePage() {
  return <PageShell />
}
