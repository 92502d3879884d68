import PageShell from '@/components/PageShell'

export default function SigninPage() {
  return <PageShell />
}
