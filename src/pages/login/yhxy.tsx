import PageShell from '@/components/PageShell'

export default function YhxyPage() {
  return <PageShell />
}
