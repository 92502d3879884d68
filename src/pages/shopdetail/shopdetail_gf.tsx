import PageShell from '@/components/PageShell'

export default function ShopdetailGfPage() {
  return <PageShell />
}
