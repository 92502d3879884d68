import PageShell from '@/components/PageShell'

export default function SettinginfoPage() {
  return <PageShell />
}
