import { MediaPromotionScreen } from '@/features/seeding'

export default function MediaPromotionPage() {
  return <MediaPromotionScreen />
}
