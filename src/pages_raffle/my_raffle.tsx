import PageShell from '@/components/PageShell'

export default function MyRafflePage() {
  return <PageShell />
}
