import PageShell from '@/components/PageShell'

export default function MygroupPage() {
  return <PageShell />
}
