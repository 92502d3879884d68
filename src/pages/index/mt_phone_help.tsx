import { TakeawayAccountHelpScreen } from '@/features/help'

// 外卖账号设置帮助.
export default function MtPhoneHelpPage() {
  return <TakeawayAccountHelpScreen />
}
