import { Type } from '@sinclair/typebox'
import { Exact, Id, OptText, UserRef, opsCalls, returns, type OpsUserResult } from '../contract'

// The operators' gold calls (docs/contract.md "Operator calls"; docs/server.md "Gold redemption and
// gold packs"): the redemption items with their stock and sales, setting an item's stock, taking it
// on or off sale, and gold corrections with a reason. Served by server/src/modules/gold/ops.ts.

/** Highest stock and correction an operator can set at once (typos of a few extra digits are refused). */
export const GOLD_OPS_MAX = 10_000_000
/** A correction's reason: 1 to 200 characters, the ledger row's note. */
export const GOLD_REASON_MAX = 200

export interface OpsGoldItemRow {
  id: number
  type: number
  title: string
  gold_price: number
  stock: number
  /** Redemptions so far. */
  sold: number
  limit_per_user: number
  enabled: boolean
}

export type OpsGoldItemResult = { id: number } & (
  | { outcome: 'stock_set'; title: string; stock: number; sold: number }
  | { outcome: 'enabled' | 'disabled'; title: string }
  | { outcome: 'not_found' }
)

export type OpsGoldResult = OpsUserResult<{ outcome: 'credited' | 'debited' | 'insufficient'; gold: number; balance: number }>

const toggle = Exact({ id: Id })
const adjust = Exact({ user: UserRef, gold: Type.Integer({ minimum: 1, maximum: GOLD_OPS_MAX }), reason: OptText(1000) })

export const goldOps = opsCalls({
  goldItems: {
    path: '/ops/gold-items',
    doc: 'lists the gold items: type, gold price, stock, redeemed, per-user limit, on sale.',
    auth: 'operator',
    body: Exact({}),
    result: returns<{ command: 'gold-items'; items: OpsGoldItemRow[] }>(),
  },
  goldItemStock: {
    path: '/ops/gold-item-stock',
    doc: 'sets the stock left of a gold item (0: sold out).',
    auth: 'operator',
    body: Exact({ id: Id, stock: Type.Integer({ minimum: 0, maximum: GOLD_OPS_MAX }) }),
    result: returns<{ command: 'gold-item-stock'; result: OpsGoldItemResult }>(),
  },
  goldItemEnable: {
    path: '/ops/gold-item-enable',
    doc: 'puts a gold item on sale.',
    auth: 'operator',
    body: toggle,
    result: returns<{ command: 'gold-item-enable'; result: OpsGoldItemResult }>(),
  },
  goldItemDisable: {
    path: '/ops/gold-item-disable',
    doc: 'takes a gold item off sale.',
    auth: 'operator',
    body: toggle,
    result: returns<{ command: 'gold-item-disable'; result: OpsGoldItemResult }>(),
  },
  goldCredit: {
    path: '/ops/gold-credit',
    doc: "credits a user's gold; the reason is the ledger note.",
    auth: 'operator',
    body: adjust,
    result: returns<{ command: 'gold-credit'; result: OpsGoldResult }>(),
  },
  goldDebit: {
    path: '/ops/gold-debit',
    doc: "debits a user's gold, never below zero; the reason is the ledger note.",
    auth: 'operator',
    body: adjust,
    result: returns<{ command: 'gold-debit'; result: OpsGoldResult }>(),
  },
})
