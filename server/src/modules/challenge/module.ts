import type { ServerModule } from '../registry'
import { CHALLENGE_OPS } from './ops'
import routes from './routes'
import { countApproval, failExpired, uncountApproval } from './service'

// The challenge module (docs/rules.md "Challenges"): its calls, progress counted by its reactions
// to free-meal approvals and revocations (in their transactions), expired entries failed by the
// expiry sweep (a lapse, every minute), and the operators' challenge calls.
export default {
  name: 'challenge',
  routes,
  ops: CHALLENGE_OPS,
  lapses: [{ name: 'challenge_entries', sweep: failExpired }],
  reactions: {
    rebateApproved: countApproval,
    rebateRevoked: uncountApproval,
  },
} satisfies ServerModule
