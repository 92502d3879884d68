import type {
  MemberOrder, MemberStatus, MemberTask, MemberType, PaymentOrder, PayType, PayTypeOption,
} from '@api-types/member'
import { parseShanghai } from '@/hooks/useServerNow'
import { yuanToFen } from '@/utils/money'
import { pageUrl } from '@/routes'

// How the membership pages read (pure, tested alone): the card's status line, the plans and the pay
// types on offer, a task's progress and button, an order's chip, and whether a payment made the
// user a member (docs/rules.md "Membership", "Payments").

/** 开通会员 with a plan chosen (or the first one offered). */
export function vipUrl(memberTypeId?: number | null): string {
  return pageUrl('vip', { member_type_id: memberTypeId || undefined })
}

/** Rows per page of member/lists. */
export const ORDER_PAGE_SIZE = 10

/** 'YYYY-MM-DD HH:mm:ss' -> 'YYYY-MM-DD'; '' when there is none. */
export function dateOf(time: string | null | undefined): string {
  return typeof time === 'string' ? time.slice(0, 10) : ''
}

/** What the membership card says about the user: a member until a date, expired, or never one. */
export type CardState = { kind: 'member'; until: string } | { kind: 'expired'; on: string } | { kind: 'none' }

export function cardState(status: Pick<MemberStatus, 'is_member' | 'expire_time'>): CardState {
  if (status.is_member) return { kind: 'member', until: dateOf(status.expire_time) }
  if (status.expire_time) return { kind: 'expired', on: dateOf(status.expire_time) }
  return { kind: 'none' }
}

/** A yuan amount that is more than zero (a saving worth showing, an original price above the price). */
export function positiveYuan(amount: string | null | undefined): boolean {
  return Number(amount) > 0
}

/** The struck-through original price, shown only when it is above the price. */
export function originalPriceOf(type: Pick<MemberType, 'price' | 'original_price'>): string | null {
  const original = type.original_price
  if (!original) return null
  try {
    return yuanToFen(original) > yuanToFen(type.price) ? original : null
  } catch {
    return null
  }
}

/** The plans that can be shown (an id, a name, a price, some days); anything else is dropped. */
export function plansOf(value: unknown): MemberType[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (p): p is MemberType =>
      !!p && typeof p === 'object' && typeof p.id === 'number' && typeof p.name === 'string' && Number.isFinite(Number(p.price)),
  )
}

/** The plan to show chosen: the one asked for when it is offered, else the first. */
export function pickPlan(plans: MemberType[], wanted: number | null): MemberType | null {
  return plans.find((p) => p.id === wanted) ?? plans[0] ?? null
}

/** A query value as a plan id, or null. */
export function planIdOf(value: unknown): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

export const WALLET: PayType = 3

/** Whether a wallet balance covers an amount (unreadable amounts do not). */
export function balanceCovers(balance: string | null | undefined, amount: string | null | undefined): boolean {
  try {
    return yuanToFen(balance ?? '') >= yuanToFen(amount ?? '')
  } catch {
    return false
  }
}

/** Why a pay type cannot be chosen: not offered now, or (the wallet) too little balance. */
export type PayBlock = 'disabled' | 'short' | null

export function payBlock(option: PayTypeOption, balance: string | null | undefined, price: string | null | undefined): PayBlock {
  if (!option.enabled) return 'disabled'
  if (option.pay_type === WALLET && price != null && !balanceCovers(balance, price)) return 'short'
  return null
}

/**
 * The pay type in force: the user's pick while it can pay; else the wallet when it covers the price
 * (it pays at once, without leaving the app, as the voucher sheet does); else the first that can, in
 * the server's order; null when none can.
 */
export function pickPayType(
  options: PayTypeOption[], picked: PayType | null, balance: string | null | undefined, price: string | null | undefined,
): PayType | null {
  const usable = options.filter((o) => payBlock(o, balance, price) === null)
  const find = (payType: PayType | null) => usable.find((o) => o.pay_type === payType)?.pay_type
  return find(picked) ?? find(WALLET) ?? usable[0]?.pay_type ?? null
}

/** The pay type names of the orders list (the server's pay_types name them on 开通会员). */
export type PayTypeKey = 'pay.wechat' | 'pay.alipay' | 'pay.wallet'
export const PAY_TYPE_KEYS: Record<PayType, PayTypeKey> = { 1: 'pay.wechat', 2: 'pay.alipay', 3: 'pay.wallet' }

/** A task's progress bar, 0..100, and its count ('3/7', never above the target). */
export function taskProgress(task: Pick<MemberTask, 'progress' | 'target'>): { percent: number; text: string } {
  const target = Math.max(0, Math.floor(Number(task.target) || 0))
  const done = Math.max(0, Math.min(Math.floor(Number(task.progress) || 0), target))
  return { percent: target > 0 ? Math.round((done / target) * 100) : 0, text: `${done}/${target}` }
}

/** A task's button: go and do it, claim its award, or already claimed. */
export type TaskAction = 'go' | 'doing' | 'claim' | 'claimed'

export function taskAction(task: Pick<MemberTask, 'status' | 'path'>): TaskAction {
  if (task.status === 2) return 'claimed'
  if (task.status === 1) return 'claim'
  return task.path ? 'go' : 'doing'
}

/** The tasks that can be shown; anything else in an answer is dropped. */
export function tasksOf(value: unknown): MemberTask[] {
  if (!Array.isArray(value)) return []
  return value.filter((t): t is MemberTask => !!t && typeof t === 'object' && typeof t.id === 'number' && typeof t.title === 'string')
}

/** An order's chip: its words and its colour. */
export const ORDER_STATUS: Record<MemberOrder['status'], { key: `orders.status.${MemberOrder['status']}`; tone: 'orange' | 'green' | 'grey' }> = {
  pending: { key: 'orders.status.pending', tone: 'orange' },
  paid: { key: 'orders.status.paid', tone: 'green' },
  expired: { key: 'orders.status.expired', tone: 'grey' },
  closed: { key: 'orders.status.closed', tone: 'grey' },
  refunded: { key: 'orders.status.refunded', tone: 'grey' },
}

/** A row the orders list can draw; anything else in an answer is dropped. */
export function isOrderRow(row: unknown): row is MemberOrder {
  const order = row as MemberOrder
  return !!order && typeof order === 'object' && typeof order.id === 'number' && typeof order.order_no === 'string' && order.status in ORDER_STATUS
}

/**
 * A provider payment started on 开通会员, kept in storage while the payer is away on the provider's
 * page (on H5 the app unloads): the payment, the plan, and the expiry before it, to tell when the
 * payment has made the membership longer.
 */
export interface PendingPurchase {
  payment: PaymentOrder
  member_type_id: number
  /** The membership's expiry before paying (null: never a member). */
  before: string | null
}

export const PENDING_PURCHASE_KEY = 'memberPurchase'

export function isPendingPurchase(value: unknown): value is PendingPurchase {
  const p = value as PendingPurchase
  return !!p && typeof p === 'object' && !!p.payment && typeof p.payment.order_no === 'string' && typeof p.member_type_id === 'number'
}

/** Still payable at `now` (epoch ms): before the payment's own expiry. */
export function stillPayable(payment: Pick<PaymentOrder, 'expire_time'>, now: number): boolean {
  const end = parseShanghai(payment.expire_time)
  return Number.isNaN(end) || end > now
}

/**
 * A purchase went through once the membership runs longer than before it (buying extends the
 * expiry, never shortens it: docs/rules.md "Membership").
 */
export function purchaseArrived(before: string | null, now: Pick<MemberStatus, 'is_member' | 'expire_time'>): boolean {
  if (!now.is_member || !now.expire_time) return false
  if (!before) return true
  const after = parseShanghai(now.expire_time)
  const was = parseShanghai(before)
  return !Number.isNaN(after) && (Number.isNaN(was) || after > was)
}

/** The server's message of an action when it says something particular, else `fallback`. */
export function messageOr(msg: string | null | undefined, fallback: string): string {
  const text = (msg ?? '').trim()
  return text && !/^(ok|success|成功|成功。)$/i.test(text) ? text : fallback
}
