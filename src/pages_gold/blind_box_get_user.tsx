import PageShell from '@/components/PageShell'

export default function BlindBoxGetUserPage() {
  return <PageShell />
}
