import { UpgradeScreen } from '@/features/upgrade'

// /pages/lq-upgrade/upgrade: a new version is ready; restart to update.
export default function UpgradePage() {
  return <UpgradeScreen />
}
