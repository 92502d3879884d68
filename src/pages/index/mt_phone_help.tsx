import PageShell from '@/components/PageShell'

export default function MtPhoneHelpPage() {
  return <PageShell />
}
