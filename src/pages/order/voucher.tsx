import PageShell from '@/components/PageShell'

export default function VoucherPage() {
  return <PageShell />
}
