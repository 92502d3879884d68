import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, OpsOutcome, OpsResult, OpsUserResult, OptText, UnionWith, UserRef, opsCalls } from '../contract'

// The operators' gold calls (docs/contract.md "Operator calls"; docs/server.md "Gold redemption and
// gold packs"): the redemption items with their stock and sales, setting an item's stock, taking it
// on or off sale, and gold corrections with a reason. Served by server/src/modules/gold/ops.ts.

/** Highest stock and correction an operator can set at once (typos of a few extra digits are refused). */
export const GOLD_OPS_MAX = 10_000_000
/** A correction's reason: 1 to 200 characters, the ledger row's note. */
export const GOLD_REASON_MAX = 200

export const OpsGoldItemRowSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  title: Type.String(),
  gold_price: Type.Integer(),
  stock: Type.Integer(),
  /** Redemptions so far. */
  sold: Type.Integer(),
  limit_per_user: Type.Integer(),
  enabled: Type.Boolean(),
})
export type OpsGoldItemRow = Static<typeof OpsGoldItemRowSchema>

const Titled = { title: Type.String() }
/** What setting a gold item's stock or taking it on or off sale did to the item numbered `id`. */
export const OpsGoldItemResultSchema = UnionWith({ id: Type.Integer() }, [
  OpsOutcome('stock_set', { ...Titled, stock: Type.Integer(), sold: Type.Integer() }),
  OpsOutcome('enabled', Titled),
  OpsOutcome('disabled', Titled),
  OpsOutcome('not_found'),
])
export type OpsGoldItemResult = Static<typeof OpsGoldItemResultSchema>

/** The gold moved and the balance after it (insufficient: the balance that was too low). */
const GoldMoved = { gold: Type.Integer(), balance: Type.Integer() }
export const OpsGoldResultSchema = OpsUserResult(OpsOutcome('credited', GoldMoved), OpsOutcome('debited', GoldMoved), OpsOutcome('insufficient', GoldMoved))
export type OpsGoldResult = Static<typeof OpsGoldResultSchema>

const toggle = Exact({ id: Id })
const adjust = Exact({ user: UserRef, gold: Type.Integer({ minimum: 1, maximum: GOLD_OPS_MAX }), reason: OptText(1000) })

export const goldOps = opsCalls({
  goldItems: {
    path: '/ops/gold-items',
    doc: 'lists the gold items: type, gold price, stock, redeemed, per-user limit, on sale.',
    auth: 'operator',
    roles: ['content', 'finance'],
    reads: true,
    body: Exact({}),
    result: OpsResult('gold-items', { items: Type.Array(OpsGoldItemRowSchema) }),
  },
  goldItemStock: {
    path: '/ops/gold-item-stock',
    doc: 'sets the stock left of a gold item (0: sold out).',
    auth: 'operator',
    roles: ['content'],
    body: Exact({ id: Id, stock: Type.Integer({ minimum: 0, maximum: GOLD_OPS_MAX }) }),
    result: OpsResult('gold-item-stock', { result: OpsGoldItemResultSchema }),
  },
  goldItemEnable: {
    path: '/ops/gold-item-enable',
    doc: 'puts a gold item on sale.',
    auth: 'operator',
    roles: ['content'],
    body: toggle,
    result: OpsResult('gold-item-enable', { result: OpsGoldItemResultSchema }),
  },
  goldItemDisable: {
    path: '/ops/gold-item-disable',
    doc: 'takes a gold item off sale.',
    auth: 'operator',
    roles: ['content'],
    body: toggle,
    result: OpsResult('gold-item-disable', { result: OpsGoldItemResultSchema }),
  },
  goldCredit: {
    path: '/ops/gold-credit',
    doc: "credits a user's gold; the reason is the ledger note.",
    auth: 'operator',
    roles: ['finance'],
    body: adjust,
    result: OpsResult('gold-credit', { result: OpsGoldResultSchema }),
  },
  goldDebit: {
    path: '/ops/gold-debit',
    doc: "debits a user's gold, never below zero; the reason is the ledger note.",
    auth: 'operator',
    roles: ['finance'],
    body: adjust,
    result: OpsResult('gold-debit', { result: OpsGoldResultSchema }),
  },
})
