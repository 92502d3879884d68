import { AddFeedbackScreen } from '@/features/feedback'

// features/feedback (AddFeedbackScreen).
export default function AddfeedbackPage() {
  return <AddFeedbackScreen />
}
