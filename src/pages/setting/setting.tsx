import { SettingsScreen } from '@/features/account'

export default function SettingPage() {
  return <SettingsScreen />
}
