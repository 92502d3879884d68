import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The user module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tel: text('tel').unique(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  passwordHash: text('password_hash'),
  /** Hash of the 6-digit payment password (password.ts), null until the user sets one (user/updateCashPassword). */
  cashPasswordHash: text('cash_password_hash'),
  /** Wrong payment passwords in a row; the 5th locks cash-out for an hour (docs/rules.md "Wallet and cash-out"). */
  cashPasswordFails: smallint('cash_password_fails').notNull().default(0),
  cashPasswordLockedUntil: timestamp('cash_password_locked_until', { withTimezone: true }),
  /** The payout account (wallet/saveAlipayInfo): the Alipay account (mobile number or e-mail) and its real name. */
  alipayNumber: text('alipay_number'),
  realName: text('real_name'),
  parentId: integer('parent_id'),
  parentBoundAt: timestamp('parent_bound_at', { withTimezone: true }),
  /** How the referrer was bound (the share source code). */
  parentSource: smallint('parent_source'),
  /** WeChat official-account openid (H5 OAuth login). */
  openid: text('openid').unique(),
  unionid: text('unionid').unique(),
  /** WeChat mini-program openid (jscode2session). */
  miniOpenid: text('mini_openid').unique(),
  mtPhone: text('mt_phone'),
  /** Push client id (bindUserWithCID); one device belongs to one account. */
  deviceId: text('device_id').unique(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Login tokens: only sha256(token) is stored. */
export const tokens = pgTable('tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('tokens_user_idx').on(t.userId)])

/**
 * Every device id (bindUserWithCID) and WeChat identity (unionid, or openid) an account has used,
 * kept when the device moves to another account: two accounts sharing one earn no commissions from
 * each other (docs/rules.md "Team and referral").
 */
export const userIdentities = pgTable('user_identities', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** 'device' | 'wechat' */
  kind: text('kind').notNull(),
  value: text('value').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('user_identities_uq').on(t.userId, t.kind, t.value),
  index('user_identities_value_idx').on(t.kind, t.value),
])
