import PageShell from '@/components/PageShell'

export default function UpgradePage() {
  return <PageShell />
}
