import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

// The shop module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

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
