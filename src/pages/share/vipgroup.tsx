import { VipGroupScreen } from '@/features/share'

export default function VipgroupPage() {
  return <VipGroupScreen />
}
