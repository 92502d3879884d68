import PageShell from '@/components/PageShell'

export default function IndexRafflePage() {
  return <PageShell />
}
