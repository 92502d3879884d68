import PageShell from '@/components/PageShell'

export default function MemberPage() {
  return <PageShell />
}
