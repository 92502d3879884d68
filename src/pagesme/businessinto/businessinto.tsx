import PageShell from '@/components/PageShell'

export default function BusinessintoPage() {
  return <PageShell />
}
