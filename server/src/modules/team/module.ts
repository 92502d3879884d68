import type { ServerModule } from '../registry'
import { noteDevice } from './binding'
import { CAUSE_TYPES, earn, recountValid, releaseDue, undo } from './commissions'
import { TEAM_OPS } from './ops'
import routes from './routes'

/** How often due commissions move to the wallet. */
const RELEASE_INTERVAL_MS = 60_000

// The team and referral module (docs/rules.md "Team and referral"): binding (user/bindPid), the
// team's calls, commissions earned through its reactions to other modules' events, in their
// transactions, their release by the scheduler, and the operators' commission calls.
export default {
  name: 'team',
  routes,
  ops: TEAM_OPS,
  jobs: [{
    name: 'commission-release',
    intervalMs: RELEASE_INTERVAL_MS,
    failedMsg: 'releasing due commissions failed',
    async run({ db, now, log }) {
      const credited = await releaseDue(db, now)
      if (credited > 0) log.info({ credited }, 'released due commissions')
    },
  }],
  reactions: {
    async rebateApproved(tx, e) {
      await earn(tx, { type: CAUSE_TYPES.freeMeal, id: e.orderId, memberId: e.userId, baseFen: e.rebateFen, at: e.at })
      await recountValid(tx, e.userId)
    },
    async rebateRevoked(tx, e) {
      await undo(tx, CAUSE_TYPES.freeMeal, e.orderId, e.reason, e.at)
      await recountValid(tx, e.userId)
    },
    async paidOrderSettled(tx, e) {
      if (e.refType === CAUSE_TYPES.membership) await earn(tx, { type: CAUSE_TYPES.membership, id: e.orderId, memberId: e.userId, baseFen: e.amountFen, at: e.at })
    },
    async paidOrderRefunded(tx, e) {
      if (e.refType === CAUSE_TYPES.membership) await undo(tx, CAUSE_TYPES.membership, e.orderId, e.reason, e.at)
    },
    deviceBound: (tx, e) => noteDevice(tx, e.userId, e.deviceId),
  },
} satisfies ServerModule
