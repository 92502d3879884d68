import PageShell from '@/components/PageShell'

export default function UpdatephoneandpassPage() {
  return <PageShell />
}
