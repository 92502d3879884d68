import PageShell from '@/components/PageShell'

export default function OrderAlipayPage() {
  return <PageShell />
}
