import PageShell from '@/components/PageShell'

export default function BindalipayPage() {
  return <PageShell />
}
