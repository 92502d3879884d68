import PageShell from '@/components/PageShell'

export default function SettingpaypwsPage() {
  return <PageShell />
}
