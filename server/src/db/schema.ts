import { sql } from 'drizzle-orm'
import {
  bigint, bigserial, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial,
  smallint, text, timestamp, uniqueIndex,
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

/** Operator settings by key (appConfig, rule numbers of docs/rules.md). */
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
 * Cash-outs (docs/rules.md "Wallet and cash-out"): the amount is debited from the wallet and
 * frozen while pending; paid takes it out of frozen, refused returns it. The account is a
 * snapshot of the payout account at the time of the request.
 */
export const cashOuts = pgTable('cash_outs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** pending | paid | refused */
  status: text('status').notNull().default('pending'),
  /** 1 WeChat, 2 Alipay (CASH_OUT_PAY_TYPES). */
  payType: smallint('pay_type').notNull().default(2),
  accountName: text('account_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  /** Kept from the amount by the payout (cashout_fee_rate); the user receives amount - fee. */
  feeFen: bigint('fee_fen', { mode: 'number' }).notNull().default(0),
  /** Why it was refused, shown to the user. */
  reason: text('reason'),
  /** The payout provider's transfer id once paid. */
  payoutRef: text('payout_ref'),
  /** Transfers asked of the payout provider, and the last one's error while it stays pending. */
  payoutAttempts: integer('payout_attempts').notNull().default(0),
  payoutError: text('payout_error'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('cash_outs_user_idx').on(t.userId, t.status),
  index('cash_outs_user_created_idx').on(t.userId, t.createdAt),
  index('cash_outs_status_idx').on(t.status, t.id),
  check('cash_outs_amount_positive', sql`${t.amountFen} > 0`),
  check('cash_outs_status', sql`${t.status} in ('pending', 'paid', 'refused')`),
  check('cash_outs_fee_chk', sql`${t.feeFen} >= 0 and ${t.feeFen} < ${t.amountFen}`),
  check('cash_outs_pay_type_chk', sql`${t.payType} in (1, 2)`),
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

// ---- Saving money: cities, shops and their deals, free-meal orders, the wallet ----

/** Cities the app serves; the first by sort is the default (Guiyang). */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  /** Stable code, e.g. 'guiyang'. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

/** Shops: takeaway shops with a free-meal deal (platform mt/ele) and nearby shops with vouchers. */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  categoryId: integer('category_id').notNull().references(() => shopCategories.id),
  cityId: integer('city_id').notNull().references(() => cities.id),
  address: text('address').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Takeaway platform of the free-meal deal: 'mt' (Meituan) | 'ele' (Ele.me); null for a shop without one. */
  platform: text('platform'),
  /** The shop's page on the takeaway platform (opened by meituan-webview). */
  platformUrl: text('platform_url').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  /** Monthly sales shown on the card. */
  sales: integer('sales').notNull().default(0),
  /** Rating x10 (48 = 4.8). */
  rating: smallint('rating').notNull().default(45),
  description: text('description').notNull().default(''),
  phone: text('phone').notNull().default(''),
  businessHours: text('business_hours').notNull().default(''),
  /** In the quality zone (goodShop). */
  isGood: boolean('is_good').notNull().default(false),
  /** 1 open, 0 closed. */
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  index('shops_city_idx').on(t.cityId, t.status),
  // "nearest first" reads the box around the user through this index (modules/shop/geo.ts, boxSql)
  index('shops_position_idx').on(t.latitude, t.longitude),
  index('shops_category_idx').on(t.categoryId),
  check('shops_platform_chk', sql`${t.platform} is null or ${t.platform} in ('mt', 'ele')`),
])

/**
 * A shop's free-meal deal: the user orders on the takeaway platform (at least min_order) and gets
 * the rebate back. Slots are released each day: am_quota when the morning window opens, pm_quota
 * when the afternoon one opens (morning leftovers stay available). Windows are 'HH:MM:SS',
 * Asia/Shanghai; a window whose start equals its end is absent.
 */
export const freeMealDeals = pgTable('free_meal_deals', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  orderPriceFen: integer('order_price_fen').notNull(),
  rebateFen: integer('rebate_fen').notNull(),
  memberRebateFen: integer('member_rebate_fen').notNull(),
  minOrderFen: integer('min_order_fen').notNull().default(0),
  amQuota: integer('am_quota').notNull().default(0),
  pmQuota: integer('pm_quota').notNull().default(0),
  amStartTime: text('am_start_time').notNull().default('10:00:00'),
  amEndTime: text('am_end_time').notNull().default('14:00:00'),
  pmStartTime: text('pm_start_time').notNull().default('16:00:00'),
  pmEndTime: text('pm_end_time').notNull().default('21:00:00'),
  rules: text('rules').notNull().default(''),
  /** Only members may grab it (order/grab refuses others; docs/rules.md "Membership"). */
  memberOnly: boolean('member_only').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('free_meal_deals_shop_enabled_uq').on(t.shopId).where(sql`${t.enabled}`),
  check('free_meal_deals_money_chk', sql`${t.orderPriceFen} >= 0 and ${t.rebateFen} >= 0 and ${t.memberRebateFen} >= ${t.rebateFen} and ${t.minOrderFen} >= 0`),
  check('free_meal_deals_quota_chk', sql`${t.amQuota} >= 0 and ${t.pmQuota} >= 0`),
])

/**
 * Free-meal orders (a grabbed slot): reserved (30 minutes to upload proof) -> uploaded (proof in
 * review) -> approved (rebate credited) | rejected; or expired / cancelled, which free the slot.
 * One order per user, shop and day unless it expired or was cancelled.
 */
export const freeMealOrders = pgTable('free_meal_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  dealId: integer('deal_id').notNull().references(() => freeMealDeals.id),
  /** The Asia/Shanghai day the slot belongs to. */
  day: date('day').notNull(),
  /** 'am' | 'pm': the window it was grabbed in. */
  window: text('window').notNull(),
  status: text('status').notNull().default('reserved'),
  orderPriceFen: integer('order_price_fen').notNull(),
  rebateFen: integer('rebate_fen').notNull(),
  minOrderFen: integer('min_order_fen').notNull(),
  platformOrderNo: text('platform_order_no'),
  proofImages: jsonb('proof_images').$type<string[]>().notNull().default([]),
  rejectReason: text('reject_reason'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  proofAt: timestamp('proof_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('free_meal_orders_user_idx').on(t.userId, t.id),
  index('free_meal_orders_deal_day_idx').on(t.dealId, t.day, t.status),
  uniqueIndex('free_meal_orders_one_per_day_uq').on(t.userId, t.shopId, t.day)
    .where(sql`${t.status} not in ('expired', 'cancelled')`),
  check('free_meal_orders_status_chk', sql`${t.status} in ('reserved', 'uploaded', 'approved', 'rejected', 'expired', 'cancelled')`),
  check('free_meal_orders_window_chk', sql`${t.window} in ('am', 'pm')`),
])

/** Wallet balances in fen; every change is a wallet_ledger row in the same transaction. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  frozenFen: bigint('frozen_fen', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('wallets_balance_chk', sql`${t.balanceFen} >= 0`),
  check('wallets_frozen_chk', sql`${t.frozenFen} >= 0`),
])

/**
 * Append-only wallet ledger (docs/rules.md "Money and units"): signed amount, balance after, and
 * what caused it. (user, kind, ref_type, ref_id) is unique, so one cause never moves a user's money twice.
 */
export const walletLedger = pgTable('wallet_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** e.g. 'free_meal_rebate', 'voucher_payment', 'cash_out', 'cash_out_refund', 'commission'. */
  kind: text('kind').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  refType: text('ref_type').notNull(),
  refId: integer('ref_id').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('wallet_ledger_user_idx').on(t.userId, t.id),
  uniqueIndex('wallet_ledger_cause_uq').on(t.userId, t.kind, t.refType, t.refId),
  check('wallet_ledger_balance_chk', sql`${t.balanceAfterFen} >= 0`),
])

/** Operators' corrections of a wallet (npm run ops -- wallet-credit / wallet-debit): the cause of their ledger row. */
export const walletAdjustments = pgTable('wallet_adjustments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** Signed fen: positive credited, negative debited. */
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [check('wallet_adjustments_amount_chk', sql`${t.amountFen} <> 0`)])

/** Places for the address search of the development places provider (search_location). */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
}, (t) => [index('places_city_idx').on(t.cityId)])

// ---- Nearby-shop vouchers and payments ----

/** A discounted voucher a nearby shop sells (pay `price`, spend `face_value` at the shop). */
export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  title: text('title').notNull(),
  priceFen: integer('price_fen').notNull(),
  faceValueFen: integer('face_value_fen').notNull(),
  /** Total for sale; sold counts paid ones (and pending ones while they hold stock). */
  stock: integer('stock').notNull(),
  sold: integer('sold').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(5),
  /** Days a bought voucher stays valid. */
  validDays: integer('valid_days').notNull().default(30),
  rules: text('rules').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('vouchers_shop_idx').on(t.shopId),
  check('vouchers_money_chk', sql`${t.priceFen} > 0 and ${t.faceValueFen} >= ${t.priceFen}`),
  check('vouchers_stock_chk', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
])

/**
 * Voucher orders (business_order): pending (15 minutes to pay, holding stock) -> paid (one redeem
 * code per voucher bought, in business_order_codes, valid for the voucher's days) | cancelled (by
 * the user or unpaid in time; stock returned).
 */
export const businessOrders = pgTable('business_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  voucherId: integer('voucher_id').notNull().references(() => vouchers.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  quantity: integer('quantity').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: text('status').notNull().default('pending'),
  /** 1 WeChat Pay, 2 Alipay, 3 wallet (types/api/member.ts PayType). */
  payType: smallint('pay_type'),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('business_orders_user_idx').on(t.userId, t.id),
  check('business_orders_status_chk', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
  check('business_orders_quantity_chk', sql`${t.quantity} between 1 and 99 and ${t.amountFen} > 0`),
])

/**
 * The redeem codes of a paid voucher order: one per voucher bought (seq 1..quantity), written in the
 * transaction that marks the order paid. Each code is unique across all orders; (order, seq) is
 * unique, so a unit never gets a second code.
 */
export const businessOrderCodes = pgTable('business_order_codes', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => businessOrders.id),
  seq: smallint('seq').notNull(),
  /** 12 random digits the shop checks. */
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('business_order_codes_order_seq_uq').on(t.orderId, t.seq),
  check('business_order_codes_seq_chk', sql`${t.seq} between 1 and 99`),
])

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

// ---- Gold coins, takeaway-platform coupons (CPS) and red-packet cards ----

/** Gold balances in coins; every change is a gold_ledger row in the same transaction (ledger/book.ts). */
export const goldAccounts = pgTable('gold_accounts', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('gold_accounts_balance_chk', sql`${t.balance} >= 0`)])

/** Append-only gold ledger, like wallet_ledger: one cause (user, kind, ref_type, ref_id) moves gold once. */
export const goldLedger = pgTable('gold_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** e.g. 'sign_in', 'discount_coupon', 'discount_coupon_refund', 'redeem'. */
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  refType: text('ref_type').notNull(),
  refId: integer('ref_id').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('gold_ledger_user_idx').on(t.userId, t.id),
  uniqueIndex('gold_ledger_cause_uq').on(t.userId, t.kind, t.refType, t.refId),
  check('gold_ledger_balance_chk', sql`${t.balanceAfter} >= 0`),
])

/**
 * Takeaway-platform coupon offers (discountConfigList). `link` is what the CPS provider turns into
 * the user's link: a platform URL or a path on this server for the database provider, the
 * platform's activity id for a union API provider.
 */
export const discountConfigs = pgTable('discount_configs', {
  id: serial('id').primaryKey(),
  couponType: integer('coupon_type').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  amountFen: integer('amount_fen').notNull(),
  thresholdFen: integer('threshold_fen').notNull().default(0),
  goldPrice: integer('gold_price').notNull().default(0),
  /** Receipts per user per day (Asia/Shanghai). */
  dailyLimit: integer('daily_limit').notNull().default(1),
  /** Days the card in red_bag stays usable. */
  validDays: integer('valid_days').notNull().default(1),
  link: text('link').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  check('discount_configs_money_chk', sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0 and ${t.goldPrice} >= 0`),
  check('discount_configs_limits_chk', sql`${t.dailyLimit} >= 1 and ${t.validDays} >= 1`),
])

/** A coupon a user received (receiveDiscount): received, or failed (the user could not claim it; gold returned). */
export const discountRedeems = pgTable('discount_redeems', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  configId: integer('config_id').notNull().references(() => discountConfigs.id),
  couponType: integer('coupon_type').notNull(),
  title: text('title').notNull(),
  discountUrl: text('discount_url').notNull(),
  goldSpent: integer('gold_spent').notNull(),
  /** Asia/Shanghai calendar day of the receipt, for the daily limit. */
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('received'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('discount_redeems_user_day_idx').on(t.userId, t.couponType, t.day),
  check('discount_redeems_status_chk', sql`${t.status} in ('received', 'failed')`),
])

/** Coupon links users opened (saveMtUrl): one row per user and link, counting the opens. */
export const discountUrlOpens = pgTable('discount_url_opens', {
  userId: integer('user_id').notNull().references(() => users.id),
  url: text('url').notNull(),
  opens: integer('opens').notNull().default(1),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.url] })])

/** What happened on the coupon pages (recodeLog), kept 90 days (maintenance.ts). */
export const discountLogs = pgTable('discount_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id),
  data: jsonValue('data').notNull(),
  createdAt: createdAt(),
}, (t) => [index('discount_logs_created_idx').on(t.createdAt)])

/**
 * The user's red packets and coupons (pagesme/red_bag, myCardRed). status: 0 unused, 1 used; an
 * unused card past expire_at reads as expired (2). source/source_id say what granted it, once.
 */
export const redCards = pgTable('red_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: text('type').notNull(),
  title: text('title').notNull(),
  amountFen: integer('amount_fen').notNull(),
  thresholdFen: integer('threshold_fen').notNull().default(0),
  status: smallint('status').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
  discountUrl: text('discount_url'),
  source: text('source').notNull(),
  sourceId: integer('source_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('red_cards_user_idx').on(t.userId, t.status, t.expireAt),
  uniqueIndex('red_cards_source_uq').on(t.source, t.sourceId),
  check('red_cards_type_chk', sql`${t.type} in ('red_packet', 'coupon')`),
  check('red_cards_status_chk', sql`${t.status} in (0, 1)`),
  check('red_cards_money_chk', sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0 and ${t.expireAt} > ${t.startAt}`),
])

// ---- Sign-in, gold tasks and membership (rewards journey; docs/rules.md "Sign-in and gold coins") ----

/**
 * Memberships (VIP): a member is a user whose expire_at is after now (member/membership.ts).
 * Buying membership extends expire_at, never shortens it (the purchase comes with the member feature).
 */
export const userMemberships = pgTable('user_memberships', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Daily sign-ins: one row per user and Asia/Shanghai day (the unique index is the guarantee),
 * made_up for a make-up sign-in of a missed day. streak is the day's position in its 7-day cycle
 * when it was signed and gold what it paid (its ledger rows have the cause ('sign_in', id)).
 */
export const signIns = pgTable('sign_ins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  day: date('day', { mode: 'string' }).notNull(),
  madeUp: boolean('made_up').notNull().default(false),
  streak: smallint('streak').notNull(),
  gold: integer('gold').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('sign_ins_user_day_uq').on(t.userId, t.day),
  check('sign_ins_streak_chk', sql`${t.streak} >= 1`),
  check('sign_ins_gold_chk', sql`${t.gold} >= 0`),
])

/**
 * Gold tasks (addGoldCoin {type}, signIn/tasks): gold per claim, at most daily_cap claims per user
 * and period: each Shanghai day ('day') or ever ('once'). kind: what the task is and what proves
 * it: 'ad' and 'share' are declared by the app; 'free_meal' (a free-meal order approved that day) and
 * 'voucher' (a paid voucher order) need the server's proof, one proof per claim.
 */
export const goldTasks = pgTable('gold_tasks', {
  type: integer('type').primaryKey(),
  kind: text('kind').notNull().default('ad'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  gold: integer('gold').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  period: text('period').notNull().default('day'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [
  check('gold_tasks_gold_chk', sql`${t.gold} > 0`),
  check('gold_tasks_daily_cap_chk', sql`${t.dailyCap} >= 1`),
  check('gold_tasks_kind_chk', sql`${t.kind} in ('ad', 'share', 'free_meal', 'voucher')`),
  check('gold_tasks_period_chk', sql`${t.period} in ('day', 'once')`),
])

/**
 * One claimed task reward: seq 1..daily_cap of the user, type and Shanghai day, unique, so the cap
 * holds under parallel claims; the claim is the cause of its gold ('task', 'gold_task_claim', id).
 * A claim of a 'once' task (period copied from the task) is also unique per user, type and seq over
 * all days; a proof task's claim names its proof (proof_id: the free-meal or voucher order), which
 * proves one claim only.
 */
export const goldTaskClaims = pgTable('gold_task_claims', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: integer('type').notNull().references(() => goldTasks.type),
  day: date('day', { mode: 'string' }).notNull(),
  seq: smallint('seq').notNull(),
  gold: integer('gold').notNull(),
  period: text('period').notNull().default('day'),
  proofId: integer('proof_id'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('gold_task_claims_seq_uq').on(t.userId, t.type, t.day, t.seq),
  uniqueIndex('gold_task_claims_once_uq').on(t.userId, t.type, t.seq).where(sql`${t.period} = 'once'`),
  uniqueIndex('gold_task_claims_proof_uq').on(t.type, t.proofId),
  check('gold_task_claims_seq_chk', sql`${t.seq} >= 1`),
  check('gold_task_claims_gold_chk', sql`${t.gold} > 0`),
])

// ---- Membership: types, orders, grants and free-membership tasks (docs/rules.md "Membership") ----

/**
 * What can be bought (member/rechargeInfo): price in fen for `days` days; gold_price when it can also
 * be bought with gold (signIn/redeemMember), else null. Only enabled types are offered, by sort.
 */
export const memberTypes = pgTable('member_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priceFen: integer('price_fen').notNull(),
  /** The crossed-out price, or null. */
  originalPriceFen: integer('original_price_fen'),
  days: integer('days').notNull(),
  goldPrice: integer('gold_price'),
  /** A badge such as 最划算; empty for none. */
  tag: text('tag').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  check('member_types_money_chk', sql`${t.priceFen} > 0 and (${t.originalPriceFen} is null or ${t.originalPriceFen} >= ${t.priceFen})`),
  check('member_types_days_chk', sql`${t.days} between 1 and 3660`),
  check('member_types_gold_chk', sql`${t.goldPrice} is null or ${t.goldPrice} > 0`),
])

/**
 * Membership orders (member/recharge): pending (15 minutes to pay; one pending order per user and
 * type, which a second recharge reuses) -> paid (the grant made in the same transaction) | expired
 * (unpaid in time) | closed; a paid order an operator refunds -> refunded (its price back to the
 * wallet, its days taken back: member/refund.ts). The type's name, days and price are kept as bought.
 */
export const memberOrders = pgTable('member_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  memberTypeId: integer('member_type_id').notNull().references(() => memberTypes.id),
  memberTypeName: text('member_type_name').notNull(),
  days: integer('days').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** 1 WeChat Pay, 2 Alipay, 3 wallet: the latest way it was paid or started. */
  payType: smallint('pay_type').notNull(),
  status: text('status').notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('member_orders_user_idx').on(t.userId, t.id),
  index('member_orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('member_orders_one_pending_uq').on(t.userId, t.memberTypeId).where(sql`${t.status} = 'pending'`),
  check('member_orders_status_chk', sql`${t.status} in ('pending', 'paid', 'expired', 'closed', 'refunded')`),
  check('member_orders_money_chk', sql`${t.amountFen} > 0 and ${t.days} > 0`),
  check('member_orders_pay_type_chk', sql`${t.payType} in (1, 2, 3)`),
])

/**
 * Every change of a user's membership expiry (member/grant.ts), append-only: what caused it
 * (source and its row: the member order, the task claim, the member type bought with gold), the
 * days, the expiry before and after, and why. One trial per user and one grant per paid order or
 * task claim (unique indexes).
 */
export const membershipGrants = pgTable('membership_grants', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** purchase | trial | task | ops | gold | ops_revoke | refund (a refunded order's days taken back: ref_id the order) */
  source: text('source').notNull(),
  refId: integer('ref_id'),
  /** Days added; negative for a revoke (the days taken away, rounded up). */
  days: integer('days').notNull(),
  expireBefore: timestamp('expire_before', { withTimezone: true }),
  expireAfter: timestamp('expire_after', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('membership_grants_user_idx').on(t.userId, t.id),
  uniqueIndex('membership_grants_trial_uq').on(t.userId).where(sql`${t.source} = 'trial'`),
  uniqueIndex('membership_grants_cause_uq').on(t.source, t.refId).where(sql`${t.source} in ('purchase', 'task', 'refund')`),
  check('membership_grants_source_chk', sql`${t.source} in ('purchase', 'trial', 'task', 'ops', 'gold', 'ops_revoke', 'refund')`),
  check('membership_grants_days_chk', sql`(${t.source} in ('ops_revoke', 'refund') and ${t.days} <= 0) or (${t.source} not in ('ops_revoke', 'refund') and ${t.days} > 0)`),
])

/**
 * Free-membership tasks (member/free): kind 'invite' counts the users whose referrer is the user,
 * 'sign_in_streak' the current run of signed days; done at `target`, the award is award_days once.
 */
export const memberTasks = pgTable('member_tasks', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  target: integer('target').notNull(),
  awardDays: integer('award_days').notNull(),
  /** Where the task is done (a page of the app), or null. */
  path: text('path'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [
  check('member_tasks_kind_chk', sql`${t.kind} in ('invite', 'sign_in_streak')`),
  check('member_tasks_numbers_chk', sql`${t.target} >= 1 and ${t.awardDays} between 1 and 3660`),
])

/** A task's award claimed (member/getAward): once per user and task (unique); the cause of its grant. */
export const memberTaskClaims = pgTable('member_task_claims', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  taskId: integer('task_id').notNull().references(() => memberTasks.id),
  days: integer('days').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('member_task_claims_user_task_uq').on(t.userId, t.taskId)])

// ---- Gold redemption and gold packs (docs/rules.md "Sign-in and gold coins", "Payments") ----

/**
 * What gold buys (goldRedeem/lists): type 1 membership days, 2 a takeaway coupon card in 红包卡券
 * (amount, threshold, valid days; coupon_type names the discount_configs offer whose platform link
 * the card opens), 3 wallet credit. stock is what is left to redeem (the gold_redemptions rows are
 * what was sold); limit_per_user counts a user's redemptions of the item, ever.
 */
export const goldItems = pgTable('gold_items', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
  goldPrice: integer('gold_price').notNull(),
  stock: integer('stock').notNull().default(0),
  limitPerUser: integer('limit_per_user').notNull().default(1),
  days: integer('days'),
  amountFen: integer('amount_fen'),
  thresholdFen: integer('threshold_fen'),
  validDays: integer('valid_days'),
  couponType: integer('coupon_type'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('gold_items_type_idx').on(t.type, t.sort),
  check('gold_items_numbers_chk', sql`${t.goldPrice} > 0 and ${t.stock} >= 0 and ${t.limitPerUser} >= 1`),
  // what each type grants must be there (a NULL would let a check pass, hence the explicit tests)
  check('gold_items_grant_chk', sql`(${t.type} = 1 and ${t.days} is not null and ${t.days} between 1 and 3660)
    or (${t.type} = 2 and ${t.amountFen} is not null and ${t.amountFen} > 0 and ${t.thresholdFen} is not null and ${t.thresholdFen} >= 0
      and ${t.validDays} is not null and ${t.validDays} >= 1 and ${t.couponType} is not null)
    or (${t.type} = 3 and ${t.amountFen} is not null and ${t.amountFen} > 0)`),
])

/**
 * One redemption (goldRedeem/redeem), the cause of its gold debit ('redeem', 'gold_redemption', id)
 * and of what it granted: the coupon card (red_cards source 'gold_redemption') or the wallet credit
 * ('gold_redeem'); membership days are a membership_grants row of source 'gold'. The item's type,
 * title, price and grant are kept as redeemed.
 */
export const goldRedemptions = pgTable('gold_redemptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  itemId: integer('item_id').notNull().references(() => goldItems.id),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  goldSpent: integer('gold_spent').notNull(),
  days: integer('days'),
  amountFen: integer('amount_fen'),
  createdAt: createdAt(),
}, (t) => [
  index('gold_redemptions_item_user_idx').on(t.itemId, t.userId),
  index('gold_redemptions_user_idx').on(t.userId, t.id),
  check('gold_redemptions_gold_chk', sql`${t.goldSpent} > 0`),
])

/** Gold bought with money (discount/goldRechargeList): gold plus bonus_gold for price_fen. Only enabled packs are sold, by sort. */
export const goldPacks = pgTable('gold_packs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  gold: integer('gold').notNull(),
  bonusGold: integer('bonus_gold').notNull().default(0),
  priceFen: integer('price_fen').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [check('gold_packs_numbers_chk', sql`${t.gold} > 0 and ${t.bonusGold} >= 0 and ${t.priceFen} > 0`)])

/**
 * Gold pack orders (discount/recharge), as member_orders: pending (15 minutes to pay; one pending
 * order per user and pack, which a second recharge reuses) -> paid (the gold credited in the same
 * transaction) | expired (unpaid in time) | closed. The pack's title, gold and price are kept as bought.
 */
export const goldPackOrders = pgTable('gold_pack_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  packId: integer('pack_id').notNull().references(() => goldPacks.id),
  title: text('title').notNull(),
  gold: integer('gold').notNull(),
  bonusGold: integer('bonus_gold').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** 1 WeChat Pay, 2 Alipay, 3 wallet: the latest way it was paid or started. */
  payType: smallint('pay_type').notNull(),
  status: text('status').notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('gold_pack_orders_user_idx').on(t.userId, t.id),
  index('gold_pack_orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('gold_pack_orders_one_pending_uq').on(t.userId, t.packId).where(sql`${t.status} = 'pending'`),
  check('gold_pack_orders_status_chk', sql`${t.status} in ('pending', 'paid', 'expired', 'closed')`),
  check('gold_pack_orders_numbers_chk', sql`${t.amountFen} > 0 and ${t.gold} > 0 and ${t.bonusGold} >= 0`),
  check('gold_pack_orders_pay_type_chk', sql`${t.payType} in (1, 2, 3)`),
])

/** An operator's gold correction (npm run ops -- gold-credit / gold-debit): the cause of its gold ledger row, its reason the note. */
export const goldAdjustments = pgTable('gold_adjustments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [check('gold_adjustments_amount_chk', sql`${t.amount} <> 0`)])
