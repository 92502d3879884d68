import PageShell from '@/components/PageShell'

export default function SettingPage() {
  return <PageShell />
}
