import type { BusinessOrder, BusinessOrderStatus } from '@api-types/businessOrder'
import type { Bill, BillStatus } from '@api-types/pay'
import type { ChipTone } from '@/components/OrderCardHead'
import { parseShanghai } from '@/hooks/useServerNow'

// How a voucher order reads at a moment, on the server's clock (pure, tested alone): its chip and
// colour, what the user can do, and the 15-minute countdown of a pending one. And how a row of
// 我的账单 (any order bought with money, pay/bills) reads.

export type BillTone = 'orange' | 'green' | 'grey'
export type BillChip = `bill.status.${BusinessOrderStatus}` | 'bill.status.timeout' | 'bill.status.expired'
export type BillAction = 'pay' | 'cancel'

export interface BillView {
  chip: BillChip
  tone: BillTone
  actions: BillAction[]
  /** Epoch ms a pending order expires, while it runs; null otherwise. */
  countdownTo: number | null
  /** A paid order whose code can still be used at the shop. */
  usable: boolean
}

/** `now`: epoch ms of the server's clock (useServerNow). */
export function billView(order: Pick<BusinessOrder, 'status' | 'expire_time' | 'valid_until'>, now: number): BillView {
  if (order.status === 'pending') {
    const end = parseShanghai(order.expire_time)
    // unpaid in time: the server cancels it on its next look; nothing can be done with it
    if (!Number.isNaN(end) && end <= now) return { chip: 'bill.status.timeout', tone: 'grey', actions: [], countdownTo: null, usable: false }
    return { chip: 'bill.status.pending', tone: 'orange', actions: ['pay', 'cancel'], countdownTo: Number.isNaN(end) ? null : end, usable: false }
  }
  if (order.status === 'paid') {
    const until = parseShanghai(order.valid_until)
    if (!Number.isNaN(until) && until <= now) return { chip: 'bill.status.expired', tone: 'grey', actions: [], countdownTo: null, usable: false }
    return { chip: 'bill.status.paid', tone: 'green', actions: [], countdownTo: null, usable: true }
  }
  return { chip: 'bill.status.cancelled', tone: 'grey', actions: [], countdownTo: null, usable: false }
}

/** '123456789012' -> '1234 5678 9012' (groups of four, easy to read out at the counter). */
export function formatRedeemCode(code: string | null | undefined): string {
  return (code ?? '').replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
}

/** '2026-05-01 12:30:05' -> '2026-05-01'. */
export function dateOf(text: string | null | undefined): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(text ?? '')?.[0] ?? text ?? ''
}

export type BillFilter = 'all' | BillStatus

export const BILL_FILTERS: { value: BillFilter; label: `bill.tab.${BillFilter}` }[] = [
  { value: 'all', label: 'bill.tab.all' },
  { value: 'pending', label: 'bill.tab.pending' },
  { value: 'paid', label: 'bill.tab.paid' },
  { value: 'closed', label: 'bill.tab.closed' },
  { value: 'refunded', label: 'bill.tab.refunded' },
]

/** A voucher order's bill (its kind: the payment purpose of the server's voucher product). */
export const VOUCHER_BILL = 'business_order'

export type BillKindLabel = 'bill.kind.voucher' | 'bill.kind.member' | 'bill.kind.goldPack' | 'bill.kind.other'
const KIND_LABELS: Record<string, BillKindLabel> = { [VOUCHER_BILL]: 'bill.kind.voucher', member: 'bill.kind.member', gold_pack: 'bill.kind.goldPack' }

export interface BillRowView {
  /** What was bought: 代金券, 会员, 金币 (a kind the app does not know yet: 订单). */
  kind: BillKindLabel
  chip: `bill.status.${BillStatus}`
  tone: ChipTone
  /** A voucher bill opens its detail (where an unpaid one is paid: 去支付); the others show their state. */
  opens: boolean
  pay: boolean
  /** Epoch ms a pending bill closes unpaid, while it runs; null otherwise. */
  countdownTo: number | null
}

const TONES = { pending: 'orange', paid: 'green', closed: 'grey', refunded: 'blue' } as const

/** How a bill of 我的账单 reads at `now` (epoch ms of the server's clock): a pending one past its 15 minutes reads closed, as the server will store it. */
export function billRowView(bill: Pick<Bill, 'kind' | 'status' | 'expire_time'>, now: number): BillRowView {
  const opens = bill.kind === VOUCHER_BILL
  const end = bill.status === 'pending' ? parseShanghai(bill.expire_time) : NaN
  const status: BillStatus = !Number.isNaN(end) && end <= now ? 'closed' : bill.status
  return {
    kind: KIND_LABELS[bill.kind] ?? 'bill.kind.other', chip: `bill.status.${status}`, tone: TONES[status], opens,
    pay: opens && status === 'pending', countdownTo: status === 'pending' && !Number.isNaN(end) ? end : null,
  }
}

/** The order id of the query, or null when it is not a positive integer. */
export function billIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}
