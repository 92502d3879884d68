import PageShell from '@/components/PageShell'

export default function ToweburlPage() {
  return <PageShell />
}
