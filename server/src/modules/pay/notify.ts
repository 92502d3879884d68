import type { Db } from '../../db/driver'
import { applyVoucherNotification } from '../businessOrder/service'
import { applyGoldPackNotification } from '../gold/packs'
import { applyMemberNotification } from '../member/orders'
import type { NotificationOutcome, NotifiedPayment } from './checkout'

// A verified notification pays what its payment pays (payments.purpose names the order's table):
// a voucher order, a membership order or a gold pack order. Each applies it exactly once in its own
// transaction and sends money that came too late to the wallet (docs/server.md "Vouchers and
// payments", "Membership", "Gold redemption and gold packs").

export async function applyNotification(db: Db, payment: NotifiedPayment, tradeNo: string, now: Date): Promise<NotificationOutcome> {
  switch (payment.purpose) {
    case 'business_order': return applyVoucherNotification(db, payment, tradeNo, now)
    case 'member': return applyMemberNotification(db, payment, tradeNo, now)
    case 'gold_pack': return applyGoldPackNotification(db, payment, tradeNo, now)
    // a purpose this server does not know is a bug: no acknowledgement, so the provider sends it again
    default: throw new Error(`payment ${payment.paymentNo} has an unknown purpose ${payment.purpose}`)
  }
}
