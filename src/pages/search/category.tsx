import PageShell from '@/components/PageShell'

export default function CategoryPage() {
  return <PageShell />
}
