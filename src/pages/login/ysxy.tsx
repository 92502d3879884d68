import PageShell from '@/components/PageShell'

export default function YsxyPage() {
  return <PageShell />
}
