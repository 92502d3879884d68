import PageShell from '@/components/PageShell'

export default function ShopdetailPage() {
  return <PageShell />
}
