import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OptText, OpsResult, Page, Text, TimeText, opsCalls } from '../contract'

// The operators' catalogue calls (docs/contract.md "Operator calls"; docs/rules.md "Operators",
// "Free meals and deals"): the shops by name and their free-meal deals, and saving a deal (new or
// edited). Served by server/src/modules/shop/ops.ts. Money is in fen; windows are 'HH:mm'
// (Asia/Shanghai), a window whose start is not before its end is absent. A day releases am_quota
// when the morning window opens and pm_quota when the afternoon one does: the daily quota is their
// sum. Refusals (a rebate above the price, a second enabled deal...) answer status 0 with a message.

export const CATALOGUE_LIMIT_MAX = 100
/** The most slots one window of a deal releases a day. */
export const DEAL_QUOTA_MAX = 100_000
/** The highest order price, rebate or minimum (fen): 10 000 yuan. */
export const DEAL_FEN_MAX = 1_000_000
export const DEAL_RULES_MAX = 2000
/** A time of day, 'HH:mm', 00:00 to 23:59. */
export const CLOCK_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$'

const Clock = Type.String({ pattern: CLOCK_PATTERN })
const Quota = Type.Integer({ minimum: 0, maximum: DEAL_QUOTA_MAX })
const Fen = Type.Integer({ minimum: 0, maximum: DEAL_FEN_MAX })

export const OpsDealSchema = Type.Object({
  id: Type.Integer(),
  shop_id: Type.Integer(),
  shop_name: Type.String(),
  am_start: Clock,
  am_end: Clock,
  pm_start: Clock,
  pm_end: Clock,
  am_quota: Type.Integer(),
  pm_quota: Type.Integer(),
  /** am_quota + pm_quota. */
  daily_quota: Type.Integer(),
  /** Slots held today (Asia/Shanghai): a quota lowered below it releases no more today. */
  taken_today: Type.Integer(),
  order_price_fen: Type.Integer(),
  min_order_fen: Type.Integer(),
  rebate_fen: Type.Integer(),
  member_rebate_fen: Type.Integer(),
  member_only: Type.Boolean(),
  rules: Type.String(),
  enabled: Type.Boolean(),
  created_at: TimeText,
})
export type OpsDeal = Static<typeof OpsDealSchema>

export const OpsShopSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  address: Type.String(),
  /** Null: a shop without a free-meal deal's platform. */
  platform: Nullable(Type.String()),
  /** 1 open, 0 closed. */
  status: Type.Integer(),
  /** Its enabled deal's id, null when it has none. */
  deal_id: Nullable(Type.Integer()),
})
export type OpsShop = Static<typeof OpsShopSchema>

/** A deal as saved: every field, the id to edit one (absent: a new deal of shop_id). */
export const DealSaveBody = Exact({
  id: Type.Optional(Id),
  shop_id: Id,
  am_start: Clock,
  am_end: Clock,
  pm_start: Clock,
  pm_end: Clock,
  am_quota: Quota,
  pm_quota: Quota,
  order_price_fen: Fen,
  min_order_fen: Fen,
  rebate_fen: Fen,
  member_rebate_fen: Fen,
  member_only: Type.Boolean(),
  rules: OptText(DEAL_RULES_MAX),
  enabled: Type.Boolean(),
})
export type DealSave = Static<typeof DealSaveBody>

/** A shop's fields the app shows, as saved (shop-save) and answered. */
export const ShopSaveBody = Exact({
  /** Absent: a new shop. */
  id: Type.Optional(Id),
  name: Text(50),
  category_id: Id,
  city_id: Id,
  address: OptText(200),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  phone: Type.String({ maxLength: 32, pattern: '^[0-9+() -]*$' }),
  business_hours: OptText(100),
  /** Photos by URL (the uploads provider's or another https address), the first also its logo. */
  images: Type.Array(Type.String({ maxLength: 500, pattern: '^https?://\\S+$' }), { maxItems: 9 }),
  /** Open (shown in the app) or closed. */
  enabled: Type.Boolean(),
})
export type ShopSave = Static<typeof ShopSaveBody>
export const OpsShopSavedSchema = Type.Object({
  id: Type.Integer(), name: Type.String(), category_id: Type.Integer(), city_id: Type.Integer(), address: Type.String(),
  latitude: Type.Number(), longitude: Type.Number(), phone: Type.String(), business_hours: Type.String(), images: Type.Array(Type.String()), enabled: Type.Boolean(),
})
export type OpsShopSaved = Static<typeof OpsShopSavedSchema>

export const shopOps = opsCalls({
  shops: {
    path: '/ops/shops',
    doc: "lists the shops, newest first, those whose name holds `q` when given, with their enabled deal's id; paged.",
    auth: 'operator',
    roles: ['content', 'reviewer'],
    reads: true,
    body: Exact({ q: Type.Optional(Type.String({ maxLength: 50 })), page: Type.Optional(Page), limit: Type.Optional(Limit(CATALOGUE_LIMIT_MAX)) }),
    result: OpsResult('shops', { shops: Type.Array(OpsShopSchema), total: Type.Integer() }),
  },
  shopSave: {
    path: '/ops/shop-save',
    doc: "creates a shop (no id) or edits one: name, category, city, address, position, phone, hours, photos by URL, open or closed; the app shows it at once. Refused: an unknown shop, category or city.",
    auth: 'operator',
    roles: ['content'],
    body: ShopSaveBody,
    result: OpsResult('shop-save', { shop: OpsShopSavedSchema }),
  },
  deals: {
    path: '/ops/deals',
    doc: "lists the free-meal deals (a shop's, or all), newest first, with the slots held today; paged.",
    auth: 'operator',
    roles: ['content'],
    reads: true,
    body: Exact({ shop_id: Type.Optional(Id), page: Type.Optional(Page), limit: Type.Optional(Limit(CATALOGUE_LIMIT_MAX)) }),
    result: OpsResult('deals', { deals: Type.Array(OpsDealSchema), total: Type.Integer() }),
  },
  dealSave: {
    path: '/ops/deal-save',
    doc: 'creates a free-meal deal (no id) or edits one; the app shows it at once. Refused: a window ending before it starts, a rebate above the order price or the member rebate, a minimum above the price, a second enabled deal of the shop, an unknown shop or deal.',
    auth: 'operator',
    roles: ['content'],
    body: DealSaveBody,
    result: OpsResult('deal-save', { deal: OpsDealSchema }),
  },
})

