import type { ServerModule } from '../registry'
import { FEEDBACK_OPS } from './ops'
import routes from './routes'

// Feedback (意见反馈, docs/rules.md "Feedback"): the users' feedback calls and the operators'
// list, reply (which notifies the user) and close.
export default {
  name: 'userFeedback',
  routes,
  ops: FEEDBACK_OPS,
} satisfies ServerModule
