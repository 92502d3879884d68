import PageShell from '@/components/PageShell'

export default function VipgroupPage() {
  return <PageShell />
}
