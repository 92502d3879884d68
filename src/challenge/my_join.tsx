import { MyJoinScreen } from '@/features/challenge'

// features/challenge (MyJoinScreen).
export default function MyJoinPage() {
  return <MyJoinScreen />
}
