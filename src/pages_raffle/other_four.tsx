import PageShell from '@/components/PageShell'

export default function OtherFourPage() {
  return <PageShell />
}
