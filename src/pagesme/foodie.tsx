import PageShell from '@/components/PageShell'

export default function FoodiePage() {
  return <PageShell />
}
