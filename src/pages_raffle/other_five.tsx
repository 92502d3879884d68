import PageShell from '@/components/PageShell'

export default function OtherFivePage() {
  return <PageShell />
}
