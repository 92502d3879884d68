import { SigninScreen } from '@/features/gold'
// the gold pages' stylesheets stay beside their pages: their @import paths are relative to here
import './signin.scss'

// 每日签到.
export default function SigninPage() {
  return <SigninScreen />
}
