import { BlindBoxPosterScreen } from '@/features/blindBox'

export default function BlindBoxPosterPage() {
  return <BlindBoxPosterScreen />
}
