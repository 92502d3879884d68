import { yuan } from '../../lib'
import type { ServerModule } from '../registry'
import { runDelivery } from './kick'
import routes from './routes'
import { notify } from './service'

/** The delivery job's beat; a commit also kicks it (kick.ts). */
export const DELIVERY_INTERVAL_MS = 30_000

export default {
  name: 'notification',
  routes,
  jobs: [{
    name: 'notification-delivery',
    intervalMs: DELIVERY_INTERVAL_MS,
    failedMsg: 'the notification delivery failed',
    // started, not awaited: the delivery runs outside this run's transaction (kick.ts says why)
    async run() {
      void runDelivery()
    },
  }],
  reactions: {
    // the free-meal proof approved (order/review.ts): the rebate arrived
    rebateApproved: (tx, e) => notify(tx, {
      userId: e.userId, kind: 'proofApproved', key: `proofApproved:${e.orderId}`,
      params: { orderNo: e.orderNo, amount: yuan(e.rebateFen) }, path: '/pages/moneydetail/moneydetail',
    }),
  },
} satisfies ServerModule
