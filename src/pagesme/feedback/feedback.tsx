import { MyFeedbackScreen } from '@/features/feedback'

// features/feedback (MyFeedbackScreen).
export default function FeedbackPage() {
  return <MyFeedbackScreen />
}
