import { BlindBoxInviteScreen } from '@/features/blindBox'

export default function BlindBoxInvitePage() {
  return <BlindBoxInviteScreen />
}
