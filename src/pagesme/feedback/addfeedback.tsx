import PageShell from '@/components/PageShell'

export default function AddfeedbackPage() {
  return <PageShell />
}
