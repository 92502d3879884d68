import PageShell from '@/components/PageShell'

export default function MtRedbagPage() {
  return <PageShell />
}
