import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The pay module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * Payments through a provider (sandbox in development; WeChat Pay / Alipay later): created pending,
 * paid exactly once by a verified notification, closed when the order expires or is cancelled;
 * refunded when the money arrives for a payment or order that had closed (credited to the wallet).
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  paymentNo: text('payment_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** What it pays (pay/checkout.ts PaymentPurpose): 'business_order', 'member' or 'gold_pack'; ref_id is a row of that order table. */
  purpose: text('purpose').notNull(),
  refId: integer('ref_id').notNull(),
  amountFen: integer('amount_fen').notNull(),
  payType: smallint('pay_type').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull().default('pending'),
  providerTradeNo: text('provider_trade_no'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('payments_ref_idx').on(t.purpose, t.refId),
  check('payments_status_chk', sql`${t.status} in ('pending', 'paid', 'closed', 'refunded')`),
  check('payments_amount_chk', sql`${t.amountFen} > 0`),
])
