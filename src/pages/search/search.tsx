import PageShell from '@/components/PageShell'

export default function SearchPage() {
  return <PageShell />
}
