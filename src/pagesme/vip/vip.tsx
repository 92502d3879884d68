import PageShell from '@/components/PageShell'

export default function VipPage() {
  return <PageShell />
}
