import PageShell from '@/components/PageShell'

export default function BonusPage() {
  return <PageShell />
}
