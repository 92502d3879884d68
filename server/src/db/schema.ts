import { sql } from 'drizzle-orm'
import {
  bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp,
} from 'drizzle-orm/pg-core'

// One schema for PGlite and PostgreSQL. Migrations: `npm run db:generate -w server` writes
// server/drizzle/; they run at start-up (db/driver.ts).

/**
 * jsonb that holds any JSON value. drizzle's jsonb() JSON.parses what the driver returns, but pg
 * and PGlite already parse jsonb, so a stored string like "1.00" would come back as the number 1.
 */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Operator settings by key (appConfig, rule numbers of product-rules.md). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonValue('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Agreements: 'user', 'privacy', 'member'. */
export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Banners, menu entries and tool icons; `group` is the page or menu group (home, fuli, me...). */
export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['banner', 'menu', 'tool'] }).notNull(),
  group: text('group').notNull(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  image: text('image'),
  subtitle: text('subtitle'),
  reward: text('reward'),
  badge: text('badge'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('nav_items_kind_group_idx').on(t.kind, t.group, t.sort),
  check('nav_items_type_chk', sql`${t.type} between 1 and 4`),
])

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  image: text('image').notNull(),
  frequency: text('frequency', { enum: ['once', 'daily', 'always'] }).notNull().default('daily'),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [check('popups_type_chk', sql`${t.type} between 1 and 4`)])

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tel: text('tel').unique(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  passwordHash: text('password_hash'),
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

/** Notices: user_id null = a system notice for everyone, else an account message. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull().default(1),
  userId: integer('user_id').references(() => users.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  path: text('path'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [index('notices_user_idx').on(t.userId, t.createdAt)])

export const noticeReads = pgTable('notice_reads', {
  userId: integer('user_id').notNull().references(() => users.id),
  noticeId: integer('notice_id').notNull().references(() => notices.id),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.noticeId] })])

export const eventLogs = pgTable('event_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id'),
  event: text('event').notNull(),
  page: text('page'),
  targetId: text('target_id'),
  clientTime: text('client_time'),
  extra: jsonb('extra'),
  client: text('client'),
  version: text('version'),
  ip: text('ip'),
  createdAt: createdAt(),
})

export const adCallbacks = pgTable('ad_callbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  callback: text('callback').notNull(),
  client: text('client'),
  ip: text('ip'),
  createdAt: createdAt(),
})

/** Merchant join applications (/api/common/settleIn). */
export const settleInApplications = pgTable('settle_in_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  shopName: text('shop_name').notNull(),
  contactName: text('contact_name').notNull(),
  tel: text('tel').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  category: text('category'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  remark: text('remark'),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
})

/** Cooperation enquiries (/api/common/cooperate). */
export const cooperateApplications = pgTable('cooperate_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  tel: text('tel').notNull(),
  company: text('company'),
  content: text('content').notNull(),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
})


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

/**
 * Cash-outs (product-rules "Wallet and cash-out"). Created here so account cancellation can refuse
 * while one is pending; the wallet feature adds the rest of its columns.
 */
export const cashOuts = pgTable('cash_outs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** pending | paid | refused */
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('cash_outs_user_idx').on(t.userId, t.status),
  check('cash_outs_amount_positive', sql`${t.amountFen} > 0`),
  check('cash_outs_status', sql`${t.status} in ('pending', 'paid', 'refused')`),
])

/**
 * WeChat credentials shared by every server process (access_token, jsapi_ticket): fetching a new
 * access_token invalidates the old one, so processes must not each keep their own.
 */
export const wechatCredentials = pgTable('wechat_credentials', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
