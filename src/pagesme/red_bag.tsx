import PageShell from '@/components/PageShell'

export default function RedBagPage() {
  return <PageShell />
}
