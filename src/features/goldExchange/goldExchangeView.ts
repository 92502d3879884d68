import type { GoldPackOrder, GoldRechargePack } from '@api-types/discount'
import type { GoldRedeemItem, GoldRedeemRedeemResult, GoldRedeemType, GoldRedemptionRecord } from '@api-types/goldRedeem'
import type { PayType } from '@api-types/member'
import { parseShanghai } from '@/hooks/useServerNow'
import { yuanToFen } from '@/utils/money'
import { pageUrl } from '@/routes'

// How the gold exchange pages read (pure, tested alone): the item tabs, an item's button, what an
// item and a redemption grant, the gold packs and the ways to pay them, a pack order's chip and the
// result of a payment (docs/rules.md "Sign-in and gold coins", "Payments").

/** 兑换记录, on 充值记录 when asked (its `tab` parameter). */
export const goldOrdersUrl = (tab: OrdersTab = 'redeem'): string =>
  pageUrl('goldOrders', { tab: tab === 'recharge' ? 'recharge' : undefined })

/** Rows per page of both lists of 兑换记录. */
export const RECORDS_PAGE_SIZE = 10

// ---------------------------------------------------------------- items

/** The item tabs, in the server's type order: 会员天数, 优惠券, 现金红包. */
export const ITEM_TYPES: readonly GoldRedeemType[] = [1, 2, 3]
export const TYPE_KEYS = { 1: 'type.member', 2: 'type.coupon', 3: 'type.cash' } as const

/** A tab value from a query string or a tap; the first tab otherwise. */
export function itemTypeOf(value: unknown): GoldRedeemType {
  const n = Number(value)
  return (ITEM_TYPES as readonly number[]).includes(n) ? (n as GoldRedeemType) : 1
}

/** The items a card can draw (an id, a title, a gold price); anything else is dropped. */
export function itemsOf(value: unknown): GoldRedeemItem[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (i): i is GoldRedeemItem =>
      !!i && typeof i === 'object' && typeof i.id === 'number' && typeof i.title === 'string' && Number.isFinite(Number(i.gold_price)),
  )
}

/** What an item's button says and whether it acts, in the server's order of refusals. */
export type RedeemState = 'redeem' | 'limit' | 'soldOut' | 'short'

/**
 * The button of an item: 已达上限 once the user has redeemed it `limit_per_user` times, 已兑完 when no
 * stock is left, 金币不足 when the balance (when known) is below the price, else 兑换.
 */
export function redeemState(item: Pick<GoldRedeemItem, 'stock' | 'limit_per_user' | 'redeemed' | 'gold_price'>, gold: number | null): RedeemState {
  if (Number(item.redeemed) >= Number(item.limit_per_user)) return 'limit'
  if (Number(item.stock) <= 0) return 'soldOut'
  if (gold !== null && gold < Number(item.gold_price)) return 'short'
  return 'redeem'
}

/** How many more the user may redeem: the per-user limit minus what they have, never below zero. */
export function leftForUser(item: Pick<GoldRedeemItem, 'limit_per_user' | 'redeemed'>): number {
  return Math.max(0, Number(item.limit_per_user) - Number(item.redeemed))
}

/** The item as it is after the user redeemed one (until the list is read again). */
export function afterRedeem(item: GoldRedeemItem): GoldRedeemItem {
  return { ...item, stock: Math.max(0, item.stock - 1), redeemed: item.redeemed + 1 }
}

/** The toast after a redemption: what arrived where. */
export type RedeemedKey = 'redeem.doneMember' | 'redeem.doneCoupon' | 'redeem.doneCash' | 'redeem.done'

export function redeemedMessage(result: GoldRedeemRedeemResult): { key: RedeemedKey; params: Record<string, string> } {
  if (result.type === 1 && result.expire_time) return { key: 'redeem.doneMember', params: { date: result.expire_time.slice(0, 10) } }
  if (result.type === 2) return { key: 'redeem.doneCoupon', params: {} }
  if (result.type === 3 && result.amount) return { key: 'redeem.doneCash', params: { amount: result.amount } }
  return { key: 'redeem.done', params: {} }
}

// ---------------------------------------------------------------- records

/** A redemption row the list can draw; anything else in an answer is dropped. */
export function isRecordRow(row: unknown): row is GoldRedemptionRecord {
  const r = row as GoldRedemptionRecord
  return !!r && typeof r === 'object' && typeof r.id === 'number' && typeof r.title === 'string' && (ITEM_TYPES as readonly number[]).includes(r.type)
}

// ---------------------------------------------------------------- gold packs and paying

/** The packs a tile can draw; anything else is dropped. */
export function packsOf(value: unknown): GoldRechargePack[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (p): p is GoldRechargePack =>
      !!p && typeof p === 'object' && typeof p.id === 'number' && Number(p.gold) > 0 && Number.isFinite(Number(p.price)),
  )
}

/** All the gold a pack (or an order of one) brings: the gold and its bonus. */
export function packGold(pack: Pick<GoldRechargePack, 'gold' | 'bonus_gold'>): number {
  return (Number(pack.gold) || 0) + (Number(pack.bonus_gold) || 0)
}

/** The ways to pay a pack, the wallet first (it pays at once, without leaving the app). */
export const WALLET: PayType = 3
export const PAY_TYPES: readonly PayType[] = [3, 1, 2]
export const PAY_KEYS = { 1: 'pay.wechat', 2: 'pay.alipay', 3: 'pay.wallet' } as const

/** Whether a wallet balance covers a price (unreadable amounts do not). */
export function balanceCovers(balance: string | null | undefined, price: string | null | undefined): boolean {
  try {
    return yuanToFen(balance ?? '') >= yuanToFen(price ?? '')
  } catch {
    return false
  }
}

/**
 * The way to pay in force: the user's pick, unless it is the wallet and the balance is short; with
 * no pick the wallet when it covers the price, else WeChat Pay.
 */
export function pickPayType(picked: PayType | null, balance: string | null | undefined, price: string | null | undefined): PayType {
  const walletOk = balanceCovers(balance, price)
  if (picked && (picked !== WALLET || walletOk)) return picked
  return walletOk ? WALLET : 1
}

// ---------------------------------------------------------------- pack orders and results

/** An order's chip: its words and its colour. */
export const ORDER_STATUS = {
  pending: { key: 'order.status.pending', tone: 'orange' },
  paid: { key: 'order.status.paid', tone: 'green' },
  expired: { key: 'order.status.expired', tone: 'grey' },
  closed: { key: 'order.status.closed', tone: 'grey' },
} as const satisfies Record<GoldPackOrder['status'], { key: string; tone: 'orange' | 'green' | 'grey' }>

/** A pack order the list can draw; anything else in an answer is dropped. */
export function isOrderRow(row: unknown): row is GoldPackOrder {
  const o = row as GoldPackOrder
  return !!o && typeof o === 'object' && typeof o.id === 'number' && typeof o.order_no === 'string' && o.status in ORDER_STATUS
}

/** Still payable at `now` (epoch ms): pending and before its expiry. */
export function stillPayable(order: Pick<GoldPackOrder, 'status' | 'expire_time'>, now: number): boolean {
  if (order.status !== 'pending') return false
  const end = parseShanghai(order.expire_time)
  return Number.isNaN(end) || end > now
}

/** What the page says about a payment the payer came back from. */
export type RechargeResult = 'paid' | 'pending' | 'closed' | 'missing'

export function rechargeResult(order: GoldPackOrder | null, now: number): RechargeResult {
  if (!order) return 'missing'
  if (order.status === 'paid') return 'paid'
  return stillPayable(order, now) ? 'pending' : 'closed'
}

/** 兑换记录's tabs. */
export type OrdersTab = 'redeem' | 'recharge'
export const ordersTabOf = (value: unknown): OrdersTab => (value === 'recharge' ? 'recharge' : 'redeem')
