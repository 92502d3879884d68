import { and, desc, eq } from 'drizzle-orm'
import type { FreeMealOrderStatus } from '@api-types/order'
import type { Db } from '../db/driver'
import { freeMealOrders, shops, users } from '../db/schema'
import { formatTime, yuan } from '../lib'
import { grantMembership, listMemberships, revokeMembership } from '../modules/member/grant'
import { refundMemberOrder } from '../modules/member/refund'
import { executeGoldOps, GOLD_OPS_BODY_SCHEMAS, GOLD_OPS_COMMANDS, isGoldOpsRequest, type GoldOpsAnswer, type GoldOpsRequest } from '../modules/gold/ops'
import { SERVER_MODULES } from '../modules'
import { lapsesOf } from '../modules/registry'
import type { MessageKey } from '../i18n'
import { approve, reject, type ReviewOutcome } from '../modules/order/review'
import { FREE_MEAL_ORDER_STATUSES } from '@api-types/order'
import { statusAt, statusIs } from '../modules/order/service'
import type { PayoutProvider } from '../providers/payout'
import { executeWalletOps, WALLET_OPS_BODY_SCHEMAS, WALLET_OPS_COMMANDS, type WalletOpsAnswer, type WalletOpsRequest } from './wallet'

// The operators' commands (`npm run ops -- <command>`): what they do on a database, the same
// whether the CLI runs them itself or a running server runs them for it (ops/endpoint.ts).

export type OpsRequest =
  /** `status` 'all' lists every state. */
  | { command: 'orders'; status: FreeMealOrderStatus | 'all'; limit: number }
  /** Orders by id or order number. */
  | { command: 'approve'; orders: string[] }
  | { command: 'reject'; order: string; reason: string }
  | { command: 'expire' }
  /** Memberships: running ones ('active') or every user who has a membership row ('all'). */
  | { command: 'memberships'; status: 'active' | 'all'; limit: number }
  /** A user by id or mobile number; a reason is required (recorded with the grant). */
  | { command: 'grant'; user: string; days: number; reason: string }
  | { command: 'revoke'; user: string; reason: string }
  /** A paid membership order by its number: its price back to the wallet, its days taken back; a reason is required. */
  | { command: 'member-refund'; order: string; reason: string }
  /** Cash-outs, wallet corrections, balances and reconciliation (ops/wallet.ts). */
  | WalletOpsRequest
  /** Gold items (stock, on sale) and gold corrections (modules/gold/ops.ts). */
  | GoldOpsRequest

export type OpsCommand = OpsRequest['command']
export const OPS_COMMANDS: readonly OpsCommand[] = ['orders', 'approve', 'reject', 'expire', 'memberships', 'grant', 'revoke', 'member-refund', ...WALLET_OPS_COMMANDS, ...GOLD_OPS_COMMANDS]

/** What some commands need besides the database: the configured payout provider (cashout-pay, cashout-refuse). */
export interface OpsContext {
  payout?: PayoutProvider
}

/** An operator's membership reason: 1 to 200 characters (docs/rules.md "Membership"). */
export const MEMBER_REASON_MAX = 200
/** Days an operator may grant at once. */
export const MEMBER_DAYS_MAX = 3660

export interface OpsOrderRow {
  id: number
  order_no: string
  /** The user's phone, masked (138****0001). */
  tel: string
  shop: string
  status: FreeMealOrderStatus
  rebate: string
  platform_order_no: string | null
  proof_time: string | null
  images: string[]
}

export type OpsReviewResult = { order: string } & ReviewOutcome

/** A lapse the expire command swept: its name, how many, and the operators' line for it (none: not printed). */
export interface OpsSwept {
  name: string
  count: number
  message: MessageKey | null
}

export interface OpsMembershipRow {
  user_id: number
  /** The user's phone, masked. */
  tel: string
  nickname: string
  expire_time: string
  active: boolean
  /** The latest grant: purchase, trial, task, ops, gold or ops_revoke (null when none was recorded). */
  last_source: string | null
  last_reason: string | null
  last_time: string | null
}

/** What grant and revoke did to the user named `user`. */
export type OpsMemberResult = { user: string } & (
  | { outcome: 'granted'; days: number; expire_before: string | null; expire_after: string }
  | { outcome: 'revoked'; days: number; expire_before: string }
  | { outcome: 'not_found' }
  | { outcome: 'not_member' }
  | { outcome: 'bad_reason' }
)

/** What member-refund did to the order numbered `order`. */
export type OpsMemberRefundResult = { order: string } & (
  | { outcome: 'refunded'; user_id: number; amount: string; days: number; expire_before: string | null; expire_after: string | null; balance: string }
  | { outcome: 'not_found' }
  | { outcome: 'not_paid'; status: string }
  | { outcome: 'refunded_already' }
  | { outcome: 'bad_reason' }
)

export type OpsAnswer =
  | { command: 'orders'; orders: OpsOrderRow[] }
  | { command: 'approve' | 'reject'; results: OpsReviewResult[] }
  /** What each lapse of the modules stored as lapsed (reservations, each product's unpaid orders: modules/registry.ts). */
  | { command: 'expire'; swept: OpsSwept[] }
  | { command: 'memberships'; memberships: OpsMembershipRow[] }
  | { command: 'grant' | 'revoke'; result: OpsMemberResult }
  | { command: 'member-refund'; result: OpsMemberRefundResult }
  | WalletOpsAnswer
  | GoldOpsAnswer

/** JSON schemas of the request bodies of POST /ops/<command>. */
const ref = { type: 'string', minLength: 1, maxLength: 40, pattern: '^(\\d{1,10}|FM\\d{16})$' }
/** A user: the id (up to 10 digits) or the mobile number (11 digits). */
export const USER_REF = /^(\d{1,10}|1[2-9]\d{9})$/
const userRef = { type: 'string', pattern: USER_REF.source }
const memberReason = { type: 'string', minLength: 1, maxLength: MEMBER_REASON_MAX, pattern: '\\S' }
/** A membership order number: 'MB' + 16 digits (member/orders.ts). */
export const MEMBER_ORDER_NO = /^MB\d{16}$/
export const OPS_BODY_SCHEMAS: Record<OpsCommand, object> = {
  orders: {
    type: 'object',
    properties: { status: { type: 'string', enum: [...FREE_MEAL_ORDER_STATUSES, 'all'] }, limit: { type: 'integer', minimum: 1, maximum: 500 } },
    required: ['status', 'limit'],
    additionalProperties: false,
  },
  approve: {
    type: 'object',
    properties: { orders: { type: 'array', minItems: 1, maxItems: 100, items: ref } },
    required: ['orders'],
    additionalProperties: false,
  },
  reject: {
    type: 'object',
    properties: { order: ref, reason: { type: 'string', maxLength: 1000 } },
    required: ['order', 'reason'],
    additionalProperties: false,
  },
  expire: { type: 'object', additionalProperties: false },
  memberships: {
    type: 'object',
    properties: { status: { type: 'string', enum: ['active', 'all'] }, limit: { type: 'integer', minimum: 1, maximum: 500 } },
    required: ['status', 'limit'],
    additionalProperties: false,
  },
  grant: {
    type: 'object',
    properties: { user: userRef, days: { type: 'integer', minimum: 1, maximum: MEMBER_DAYS_MAX }, reason: memberReason },
    required: ['user', 'days', 'reason'],
    additionalProperties: false,
  },
  revoke: {
    type: 'object',
    properties: { user: userRef, reason: memberReason },
    required: ['user', 'reason'],
    additionalProperties: false,
  },
  'member-refund': {
    type: 'object',
    properties: { order: { type: 'string', pattern: MEMBER_ORDER_NO.source }, reason: memberReason },
    required: ['order', 'reason'],
    additionalProperties: false,
  },
  ...WALLET_OPS_BODY_SCHEMAS,
  ...GOLD_OPS_BODY_SCHEMAS,
}

export const maskTel = (tel: string | null): string => (tel ? tel.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : '-')

/** An order's id from its id or order number, or null. */
async function orderIdOf(db: Db, ref: string): Promise<number | null> {
  const where = /^\d+$/.test(ref) ? eq(freeMealOrders.id, Number(ref)) : eq(freeMealOrders.orderNo, ref)
  const [row] = await db.select({ id: freeMealOrders.id }).from(freeMealOrders).where(where).limit(1)
  return row?.id ?? null
}

async function listForOps(db: Db, status: FreeMealOrderStatus | 'all', limit: number, now: Date): Promise<OpsOrderRow[]> {
  const rows = await db.select({ order: freeMealOrders, tel: users.tel, shop: shops.name }).from(freeMealOrders)
    .innerJoin(users, eq(users.id, freeMealOrders.userId))
    .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
    .where(and(status === 'all' ? undefined : statusIs(status, now)))
    .orderBy(desc(freeMealOrders.id)).limit(limit)
  return rows.map(({ order, tel, shop }) => ({
    id: order.id,
    order_no: order.orderNo,
    tel: maskTel(tel),
    shop,
    status: statusAt(order, now),
    rebate: yuan(order.rebateFen),
    platform_order_no: order.platformOrderNo,
    proof_time: formatTime(order.proofAt),
    images: order.proofImages,
  }))
}

/** A user's id from their id or mobile number, or null. */
async function userIdOf(db: Db, ref: string): Promise<number | null> {
  if (!USER_REF.test(ref)) return null
  const where = ref.length === 11 ? eq(users.tel, ref) : eq(users.id, Number(ref))
  if (ref.length !== 11 && Number(ref) > 2147483647) return null
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1)
  return row?.id ?? null
}

async function listMembershipsForOps(db: Db, status: 'active' | 'all', limit: number, now: Date): Promise<OpsMembershipRow[]> {
  const rows = await listMemberships(db, { activeAt: status === 'active' ? now : undefined, limit })
  return rows.map((r) => ({
    user_id: r.userId,
    tel: maskTel(r.tel),
    nickname: r.nickname,
    expire_time: formatTime(r.expireAt)!,
    active: r.expireAt > now,
    last_source: r.lastSource,
    last_reason: r.lastReason,
    last_time: formatTime(r.lastAt),
  }))
}

/** grant and revoke: the reason is required, the user must exist; one transaction each. */
async function changeMembership(db: Db, request: Extract<OpsRequest, { command: 'grant' | 'revoke' }>, now: Date): Promise<OpsMemberResult> {
  const user = request.user
  const reason = request.reason.trim()
  if (reason.length === 0 || [...reason].length > MEMBER_REASON_MAX) return { user, outcome: 'bad_reason' }
  const userId = await userIdOf(db, user)
  if (userId === null) return { user, outcome: 'not_found' }
  if (request.command === 'grant') {
    const days = request.days
    const granted = await db.transaction((tx) => grantMembership(tx, { userId, source: 'ops', refId: null, days, reason, at: now }))
    return { user, outcome: 'granted', days, expire_before: formatTime(granted.expireBefore), expire_after: formatTime(granted.expireAfter)! }
  }
  const revoked = await db.transaction((tx) => revokeMembership(tx, { userId, reason, at: now }))
  if (!revoked) return { user, outcome: 'not_member' }
  return { user, outcome: 'revoked', days: revoked.days, expire_before: formatTime(revoked.expireBefore)! }
}

/** member-refund: the reason is required; one transaction (member/refund.ts). */
async function refundForOps(db: Db, request: Extract<OpsRequest, { command: 'member-refund' }>, now: Date): Promise<OpsMemberRefundResult> {
  const order = request.order
  const reason = request.reason.trim()
  if (reason.length === 0 || [...reason].length > MEMBER_REASON_MAX) return { order, outcome: 'bad_reason' }
  if (!MEMBER_ORDER_NO.test(order)) return { order, outcome: 'not_found' }
  const r = await refundMemberOrder(db, order, reason, now)
  if (r.outcome !== 'refunded') return { order, ...r }
  return {
    order, outcome: 'refunded', user_id: r.userId, amount: yuan(r.amountFen), days: r.days,
    expire_before: formatTime(r.expireBefore), expire_after: formatTime(r.expireAfter), balance: yuan(r.balanceFen),
  }
}

export async function executeOps(db: Db, request: OpsRequest, now: Date, ctx: OpsContext = {}): Promise<OpsAnswer> {
  switch (request.command) {
    case 'orders':
      return { command: 'orders', orders: await listForOps(db, request.status, request.limit, now) }
    case 'approve': {
      const results: OpsReviewResult[] = []
      for (const order of request.orders) {
        const id = await orderIdOf(db, order)
        results.push({ order, ...(id === null ? { outcome: 'not_found' as const } : await approve(db, id, now)) })
      }
      return { command: 'approve', results }
    }
    case 'reject': {
      const id = await orderIdOf(db, request.order)
      const outcome = id === null ? { outcome: 'not_found' as const } : await reject(db, id, request.reason, now)
      return { command: 'reject', results: [{ order: request.order, ...outcome }] }
    }
    case 'expire': {
      const swept: OpsSwept[] = []
      for (const lapse of lapsesOf(SERVER_MODULES)) swept.push({ name: lapse.name, count: await lapse.sweep(db, now), message: lapse.opsMessage ?? null })
      return { command: 'expire', swept }
    }
    case 'memberships':
      return { command: 'memberships', memberships: await listMembershipsForOps(db, request.status, request.limit, now) }
    case 'grant':
    case 'revoke':
      return { command: request.command, result: await changeMembership(db, request, now) }
    case 'member-refund':
      return { command: 'member-refund', result: await refundForOps(db, request, now) }
    default:
      if (isGoldOpsRequest(request)) return executeGoldOps(db, request, now)
      return executeWalletOps(db, request, now, ctx.payout)
  }
}
