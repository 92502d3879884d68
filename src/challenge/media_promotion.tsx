import PageShell from '@/components/PageShell'

export default function MediaPromotionPage() {
  return <PageShell />
}
