import { FeedbackDetailScreen } from '@/features/feedback'

// features/feedback (FeedbackDetailScreen).
export default function FeedbackdelPage() {
  return <FeedbackDetailScreen />
}
