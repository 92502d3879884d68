import PageShell from '@/components/PageShell'

export default function OtherTwoPage() {
  return <PageShell />
}
