import { MeScreen } from '@/features/account'

// Me tab: the account, the wallet, the personal pages.
export default function MePage() {
  return <MeScreen />
}
