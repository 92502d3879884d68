import PageShell from '@/components/PageShell'

export default function SearchGfPage() {
  return <PageShell />
}
