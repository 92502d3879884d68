import { QualityZoneScreen } from '@/features/shops'

// /pages/index/pzzq_index: the quality zone.
export default function PzzqIndexPage() {
  return <QualityZoneScreen />
}
