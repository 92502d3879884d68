import PageShell from '@/components/PageShell'

export default function SearchLocationPage() {
  return <PageShell />
}
