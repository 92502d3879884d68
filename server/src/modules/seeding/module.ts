import type { ServerModule } from '../registry'
import { SEEDING_OPS } from './ops'
import routes from './routes'

// The seeding module (docs/rules.md "Seeding activity"): the seedingActivity calls and the
// marketing copy the same page shows (one module may serve several call groups), and the
// operators' seeding calls (activities, submissions, approve, refuse).
export default {
  name: 'seeding',
  routes,
  ops: SEEDING_OPS,
} satisfies ServerModule
