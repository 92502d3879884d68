import PageShell from '@/components/PageShell'

export default function AllTaskPage() {
  return <PageShell />
}
