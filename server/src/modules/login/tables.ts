import { index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The login module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Image codes (captchas): sha256 of the lower-cased answer, single use (deleted when checked). */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('captchas_expires_idx').on(t.expiresAt)])

/** SMS codes: only a hash stored; single use, expiring, limited tries. The rows also count sends. */
export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  tel: text('tel').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [
  index('sms_codes_tel_idx').on(t.tel, t.createdAt),
  index('sms_codes_ip_idx').on(t.ip, t.createdAt),
])

/** What the development SMS provider "sent". */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  tel: text('tel').notNull(),
  purpose: text('purpose').notNull(),
  code: text('code').notNull(),
  createdAt: createdAt(),
}, (t) => [index('sms_outbox_tel_idx').on(t.tel, t.id)])

/** Password login attempts that did not succeed (rate limit per phone number and per IP). */
export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  tel: text('tel').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [
  index('login_failures_tel_idx').on(t.tel, t.createdAt),
  index('login_failures_ip_idx').on(t.ip, t.createdAt),
])
