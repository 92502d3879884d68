import type { Tx } from './ledger/book'

// Reactions (docs/server.md "Modules"): what a module does when something happens in another one,
// inside the transaction of that cause, so both commit or neither does. A module declares the
// reactions it has in its module.ts (`reactions`); the module that causes the event calls
// `reactions.<event>(tx, event)` with the collection of the module list (app.reactions, or
// reactionsOf(ctx.modules) in an operator call) and names no module that reacts.

/** A free-meal rebate approved (or an approval revoked) for its user. */
export interface RebateEvent {
  orderId: number
  orderNo: string
  userId: number
  rebateFen: number
  at: Date
}

/** A paid order of a product of the paid-order kernel (pay/paidOrders.ts), settled or refunded. */
export interface PaidOrderEvent {
  /** The product's payment purpose ('member', 'business_order', 'gold_pack'). */
  purpose: string
  /** The product's ref type ('member_order' ...) and the order's id: the order as a cause. */
  refType: string
  orderId: number
  userId: number
  amountFen: number
  at: Date
}

/** A push device id bound to an account (user/bindUserWithCID). */
export interface DeviceEvent {
  userId: number
  deviceId: string
  at: Date
}

export interface Reactions {
  rebateApproved(tx: Tx, event: RebateEvent): Promise<void>
  rebateRevoked(tx: Tx, event: RebateEvent & { reason: string }): Promise<void>
  paidOrderSettled(tx: Tx, event: PaidOrderEvent): Promise<void>
  paidOrderRefunded(tx: Tx, event: PaidOrderEvent & { reason: string }): Promise<void>
  deviceBound(tx: Tx, event: DeviceEvent): Promise<void>
}

const EVENTS = ['rebateApproved', 'rebateRevoked', 'paidOrderSettled', 'paidOrderRefunded', 'deviceBound'] as const satisfies readonly (keyof Reactions)[]

/** Every module's reaction to each event, called in the order of the module list. */
export function reactionsOf(modules: readonly { reactions?: Partial<Reactions> }[]): Reactions {
  const each = (event: keyof Reactions) => async (tx: Tx, e: never) => {
    for (const m of modules) await (m.reactions?.[event] as ((tx: Tx, e: never) => Promise<void>) | undefined)?.(tx, e)
  }
  return Object.fromEntries(EVENTS.map((event) => [event, each(event)])) as unknown as Reactions
}
