import PageShell from '@/components/PageShell'

export default function PhoneLoginPage() {
  return <PageShell />
}
