import type { BusinessOrder, BusinessOrderStatus } from '@api-types/businessOrder'
import { parseShanghai } from '@/hooks/useServerNow'

// How a voucher order (a bill) reads at a moment, on the server's clock (pure, tested alone): its
// chip and colour, what the user can do, and the 15-minute countdown of a pending one.

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

export type BillFilter = 'all' | BusinessOrderStatus

export const BILL_FILTERS: { value: BillFilter; label: `bill.tab.${BillFilter}` }[] = [
  { value: 'all', label: 'bill.tab.all' },
  { value: 'pending', label: 'bill.tab.pending' },
  { value: 'paid', label: 'bill.tab.paid' },
  { value: 'cancelled', label: 'bill.tab.cancelled' },
]

/** The order id of the query, or null when it is not a positive integer. */
export function billIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}
