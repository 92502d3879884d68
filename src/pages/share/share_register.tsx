import PageShell from '@/components/PageShell'

export default function ShareRegisterPage() {
  return <PageShell />
}
