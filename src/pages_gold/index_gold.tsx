import PageShell from '@/components/PageShell'

export default function IndexGoldPage() {
  return <PageShell />
}
