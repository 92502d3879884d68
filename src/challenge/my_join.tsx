import PageShell from '@/components/PageShell'

export default function MyJoinPage() {
  return <PageShell />
}
