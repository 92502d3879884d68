import { ProfileScreen } from '@/features/account'
import './settinginfo.scss'

// The account's nickname and avatar. The stylesheet stays beside the page: its @import paths are
// relative to this folder.
export default function SettingInfoPage() {
  return <ProfileScreen />
}
