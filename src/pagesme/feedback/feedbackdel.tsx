import PageShell from '@/components/PageShell'

export default function FeedbackdelPage() {
  return <PageShell />
}
