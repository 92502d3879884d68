import type { ServerModule } from '../registry'
import { DASHBOARD_OPS } from './ops'

// The operators' dashboard (docs/console.md "Dashboard"): daily figures and today's queues, read
// from the owning modules' tables (a report only: it writes nothing).
export default {
  name: 'dashboard',
  ops: DASHBOARD_OPS,
} satisfies ServerModule
