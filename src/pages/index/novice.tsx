import { GuideScreen } from '@/features/help'

// 新手教程.
export default function NovicePage() {
  return <GuideScreen />
}
