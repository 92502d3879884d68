import PageShell from '@/components/PageShell'

export default function ChooseorderPage() {
  return <PageShell />
}
