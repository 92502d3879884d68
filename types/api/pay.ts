import { Type, type Static } from '@sinclair/typebox'
import { calls, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'

// The user's bills (我的账单; docs/rules.md "Payments", Bills): every order the user bought with
// money, whatever sold it (voucher orders, membership orders, gold pack orders, any product a
// module adds to the paid-order kernel), in one list. Not in the spec's call list: this project's own.

/**
 * pending: still to pay (within its 15 minutes); paid; closed: not paid and never will be
 * (cancelled, or not paid in time), nothing was charged; refunded: paid, its money back to the wallet.
 */
export const BILL_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const
export type BillStatus = typeof BILL_STATUSES[number]

export const BillSchema = Type.Object({
  /** What sold it: its product's payment purpose (business_order: a voucher order, member: membership, gold_pack: gold). */
  kind: Type.String(),
  /** The bill's key, unique across kinds: `<kind>:<order_id>`. */
  id: Type.String(),
  /** The order's id among its kind's orders (a voucher order's is business_order/detail's id). */
  order_id: Type.Integer(),
  order_no: Type.String(),
  /** What was bought (the voucher, the member type, the gold pack) as its seller names it. */
  title: Type.String(),
  /** Where (a voucher's shop), or null. */
  subtitle: Nullable(Type.String()),
  quantity: Type.Integer(),
  amount: YuanText,
  status: OneOf(BILL_STATUSES),
  create_time: TimeText,
  pay_time: Nullable(TimeText),
  /** When a pending bill closes unpaid (its 15 minutes). */
  expire_time: TimeText,
  /** When the answer was made (the server is the clock of the countdown). */
  server_time: TimeText,
})
export type Bill = Static<typeof BillSchema>

export const BillsResultSchema = PagedOf(BillSchema)
export type BillsResult = Static<typeof BillsResultSchema>

export const pay = calls({
  bills: {
    path: '/api/pay/bills',
    doc: "the user's bills: every order bought with money (vouchers, membership, gold packs), newest first; one status, or all when absent.",
    auth: 'required',
    body: Type.Object({ status: Type.Optional(OneOf(BILL_STATUSES)), ...paging(50) }),
    result: BillsResultSchema,
  },
})

export type BillsRequest = CallBody<typeof pay.bills>
