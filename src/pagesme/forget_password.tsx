import PageShell from '@/components/PageShell'

export default function ForgetPasswordPage() {
  return <PageShell />
}
