import { MerchantIntroScreen } from '@/features/merchant'

export default function BusinessintoPage() {
  return <MerchantIntroScreen />
}
