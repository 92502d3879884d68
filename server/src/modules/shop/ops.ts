import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm'
import { CATALOGUE_LIMIT_MAX, CLOCK_PATTERN, DEAL_FEN_MAX, DEAL_QUOTA_MAX, DEAL_RULES_MAX, shopOps, type DealSave, type OpsDeal, type OpsShop, type OpsShopSaved, type ShopSave } from '@api-types/ops/shop'
import { Value } from '@sinclair/typebox/value'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { cities, freeMealDeals, shopCategories, shops } from '../../db/schema'
import { translate } from '../../i18n'
import { formatTime } from '../../lib'
import type { OpsAudit } from '../../ops/audit'
import { opsCommand, printedLine, type OpsArgTools, type OpsGroup } from '../../ops/commands'
import { Refused, refuse } from '../../outcome'
import { takenSlots, type DealRow } from './deal'
import { forgetShopLists } from './listCache'

// The operators' catalogue commands (docs/rules.md "Operators", "Free meals and deals"; docs/server.md
// "Operators"): the shops by name, their deals, and saving a deal. A save checks what the table's
// checks cannot say in a message (windows in order, rebates within the price, one enabled deal a
// shop), writes its audit row with before and after in its own transaction, and once committed
// forgets the shop lists in every process (the change bus; the table's trigger tells the others too),
// so the app shows it at once. A quota lowered below the slots already held today takes none back:
// the grab's conditional update (`taken < quota`) refuses the next ones and the app shows none left.

const DEFAULT_LIMIT = 20

const clockOf = (time: string) => time.slice(0, 5)

function dealOf(row: DealRow, shopName: string, taken: number): OpsDeal {
  return {
    id: row.id, shop_id: row.shopId, shop_name: shopName,
    am_start: clockOf(row.amStartTime), am_end: clockOf(row.amEndTime), pm_start: clockOf(row.pmStartTime), pm_end: clockOf(row.pmEndTime),
    am_quota: row.amQuota, pm_quota: row.pmQuota, daily_quota: row.amQuota + row.pmQuota, taken_today: taken,
    order_price_fen: row.orderPriceFen, min_order_fen: row.minOrderFen, rebate_fen: row.rebateFen, member_rebate_fen: row.memberRebateFen,
    member_only: row.memberOnly, rules: row.rules, enabled: row.enabled, created_at: formatTime(row.createdAt)!,
  }
}

const pageOf = (body: { page?: number; limit?: number }) => {
  const limit = body.limit ?? DEFAULT_LIMIT
  return { limit, offset: ((body.page ?? 1) - 1) * limit }
}

export async function listShops(db: Db, body: { q?: string; page?: number; limit?: number }): Promise<{ shops: OpsShop[]; total: number }> {
  const q = body.q?.trim() ?? ''
  // the search is a name's part, its LIKE wildcards taken literally
  const where = q ? ilike(shops.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined
  const { limit, offset } = pageOf(body)
  const [rows, [{ n }]] = await Promise.all([
    db.select({
      id: shops.id, name: shops.name, category: shopCategories.name, address: shops.address, platform: shops.platform, status: shops.status,
      dealId: freeMealDeals.id,
    }).from(shops)
      .innerJoin(shopCategories, eq(shopCategories.id, shops.categoryId))
      .leftJoin(freeMealDeals, and(eq(freeMealDeals.shopId, shops.id), sql`${freeMealDeals.enabled}`))
      .where(where).orderBy(desc(shops.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shops).where(where),
  ])
  return {
    shops: rows.map((r) => ({ id: r.id, name: r.name, category: r.category, address: r.address, platform: r.platform, status: r.status, deal_id: r.dealId })),
    total: Number(n),
  }
}

export async function listDeals(db: Db, now: Date, body: { shop_id?: number; page?: number; limit?: number }): Promise<{ deals: OpsDeal[]; total: number }> {
  const where = body.shop_id === undefined ? undefined : eq(freeMealDeals.shopId, body.shop_id)
  const { limit, offset } = pageOf(body)
  const [rows, [{ n }]] = await Promise.all([
    db.select({ deal: freeMealDeals, shopName: shops.name }).from(freeMealDeals).innerJoin(shops, eq(shops.id, freeMealDeals.shopId))
      .where(where).orderBy(desc(freeMealDeals.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(freeMealDeals).where(where),
  ])
  const taken = await takenSlots(db, rows.map((r) => r.deal.id), shanghaiDay(now), now)
  return { deals: rows.map((r) => dealOf(r.deal, r.shopName, taken.get(r.deal.id) ?? 0)), total: Number(n) }
}

/** What the schema cannot tell: the windows in order, the money within the price. */
function checkDeal(body: DealSave): void {
  if (body.am_end < body.am_start) throw new Refused(refuse('opsDealBadWindow', { window: 'am' }))
  if (body.pm_end < body.pm_start) throw new Refused(refuse('opsDealBadWindow', { window: 'pm' }))
  // both present: the morning's ends by the afternoon's start (openWindow tries the morning first)
  if (body.am_start < body.am_end && body.pm_start < body.pm_end && body.am_end > body.pm_start) {
    throw new Refused(refuse('opsDealBadWindow', { window: 'am' }))
  }
  if (body.rebate_fen > body.order_price_fen || body.member_rebate_fen < body.rebate_fen || body.member_rebate_fen > body.order_price_fen) {
    throw new Refused(refuse('opsDealRebateAbovePrice'))
  }
  if (body.min_order_fen > body.order_price_fen) throw new Refused(refuse('opsDealMinAbovePrice'))
}

export async function saveDeal(db: Db, now: Date, body: DealSave, audit: OpsAudit): Promise<OpsDeal> {
  checkDeal(body)
  const values = {
    shopId: body.shop_id,
    amStartTime: `${body.am_start}:00`, amEndTime: `${body.am_end}:00`, pmStartTime: `${body.pm_start}:00`, pmEndTime: `${body.pm_end}:00`,
    amQuota: body.am_quota, pmQuota: body.pm_quota,
    orderPriceFen: body.order_price_fen, minOrderFen: body.min_order_fen, rebateFen: body.rebate_fen, memberRebateFen: body.member_rebate_fen,
    memberOnly: body.member_only, rules: body.rules.trim(), enabled: body.enabled,
  }
  const deal = await db.transaction(async (tx) => {
    // the shop's row first: two saves of one shop's deals queue here, so "one enabled deal" holds
    const [shop] = await tx.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.id, body.shop_id)).for('update')
    if (!shop) throw new Refused(refuse('opsShopNotFound', { id: String(body.shop_id) }))
    let before: DealRow | null = null
    if (body.id !== undefined) {
      ;[before] = await tx.select().from(freeMealDeals).where(eq(freeMealDeals.id, body.id)).for('update')
      if (!before) throw new Refused(refuse('opsDealNotFound', { id: String(body.id) }))
      // a deal stays with its shop (its orders and slots are the shop's)
      if (before.shopId !== body.shop_id) throw new Refused(refuse('opsDealNotFound', { id: String(body.id) }))
    }
    if (body.enabled) {
      const [other] = await tx.select({ id: freeMealDeals.id }).from(freeMealDeals)
        .where(and(eq(freeMealDeals.shopId, body.shop_id), sql`${freeMealDeals.enabled}`, body.id === undefined ? undefined : ne(freeMealDeals.id, body.id)))
      if (other) throw new Refused(refuse('opsDealShopHasDeal', { shop: shop.name, id: String(other.id) }))
    }
    if (before) {
      // a time shown as HH:mm and given back unchanged keeps its stored seconds ('23:59:59' stays)
      for (const key of ['amStartTime', 'amEndTime', 'pmStartTime', 'pmEndTime'] as const) {
        if (clockOf(before[key]) === clockOf(values[key])) values[key] = before[key]
      }
    }
    const [saved] = before
      ? await tx.update(freeMealDeals).set(values).where(eq(freeMealDeals.id, before.id)).returning()
      : await tx.insert(freeMealDeals).values(values).returning()
    const taken = await takenSlots(tx, [saved.id], shanghaiDay(now), now)
    const after = dealOf(saved, shop.name, taken.get(saved.id) ?? 0)
    await audit.write(tx, { target: `deal:${saved.id}`, before: before ? dealOf(before, shop.name, after.taken_today) : null, after })
    return after
  })
  // after the commit, so no page is read again from the rows before it
  forgetShopLists()
  return deal
}

type ShopRow = typeof shops.$inferSelect
const savedShopOf = (r: ShopRow): OpsShopSaved => ({
  id: r.id, name: r.name, category_id: r.categoryId, city_id: r.cityId, address: r.address, latitude: r.latitude, longitude: r.longitude,
  phone: r.phone, business_hours: r.businessHours, images: r.images, enabled: r.status === 1,
})

/** Creates or edits a shop's fields the app shows; the audit row with before and after in its transaction. */
export async function saveShop(db: Db, body: ShopSave, audit: OpsAudit): Promise<OpsShopSaved> {
  const images = body.images.map((i) => i.trim())
  const values = {
    name: body.name.trim(), categoryId: body.category_id, cityId: body.city_id, address: body.address.trim(),
    latitude: body.latitude, longitude: body.longitude, phone: body.phone.trim(), businessHours: body.business_hours.trim(),
    images, logo: images[0] ?? '', status: body.enabled ? 1 : 0,
  }
  const shop = await db.transaction(async (tx) => {
    const [category] = await tx.select({ id: shopCategories.id }).from(shopCategories).where(eq(shopCategories.id, body.category_id))
    if (!category) throw new Refused(refuse('opsShopBadRef', { field: 'category_id', id: String(body.category_id) }))
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id))
    if (!city) throw new Refused(refuse('opsShopBadRef', { field: 'city_id', id: String(body.city_id) }))
    let before: ShopRow | undefined
    if (body.id !== undefined) {
      ;[before] = await tx.select().from(shops).where(eq(shops.id, body.id)).for('update')
      if (!before) throw new Refused(refuse('opsShopNotFound', { id: String(body.id) }))
    }
    const [saved] = before
      // a shop without photos keeps its logo
      ? await tx.update(shops).set(images.length ? values : { ...values, logo: before.logo }).where(eq(shops.id, before.id)).returning()
      : await tx.insert(shops).values(values).returning()
    const after = savedShopOf(saved)
    await audit.write(tx, { target: `shop:${saved.id}`, before: before ? savedShopOf(before) : null, after })
    return after
  })
  forgetShopLists()
  return shop
}

// The CLI side: the lists, and a deal saved with every field given.

const MAX_ID = 2147483647
const CLOCK = new RegExp(CLOCK_PATTERN)
const bad = (tools: OpsArgTools, option: string): never => tools.fail('opsBadDealArg', { option })

function intOf(text: string | undefined, tools: OpsArgTools, option: string, min: number, max: number): number {
  if (text === undefined || !/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) bad(tools, option)
  return Number(text)
}

const FIELD_OPTIONS = {
  'am-start': 'am_start', 'am-end': 'am_end', 'pm-start': 'pm_start', 'pm-end': 'pm_end',
  'am-quota': 'am_quota', 'pm-quota': 'pm_quota', price: 'order_price_fen', min: 'min_order_fen', rebate: 'rebate_fen', 'member-rebate': 'member_rebate_fen',
  'member-only': 'member_only', rules: 'rules', enabled: 'enabled',
} as const

export const SHOP_OPS: OpsGroup = {
  help: `  deals [--shop <id>] [--limit <n>]
      列出霸王餐活动及今日已占名额 / list the free-meal deals with today's slots held
  shops [--q <店名>] [--limit <n>]
      按店名搜索店铺 / search the shops by name
  shop-save '<json>'
      新建或修改店铺（字段见 /ops/shop-save）/ create or edit a shop (the fields of /ops/shop-save)
  deal-save [<id>] --shop <id> --am-start HH:mm --am-end HH:mm --pm-start HH:mm --pm-end HH:mm --am-quota <n> --pm-quota <n>
            --price <分> --min <分> --rebate <分> --member-rebate <分> [--member-only true|false] [--rules "<规则>"] [--enabled true|false]
      新建（无 id）或修改霸王餐活动，给出全部字段 / create (no id) or edit a deal, every field given
`,
  examples: ['deals --shop 3', 'deal-save 3 --pm-quota 20'],
  commands: [
    opsCommand(shopOps.shops, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['q', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        if (options.q !== undefined && options.q.length > 50) bad(tools, '--q')
        return { ...(options.q !== undefined ? { q: options.q } : {}), limit: options.limit === undefined ? DEFAULT_LIMIT : intOf(options.limit, tools, '--limit', 1, CATALOGUE_LIMIT_MAX) }
      },
      run: async ({ db }, body) => ({ command: 'shops', ...(await listShops(db, body)) }),
      print: ({ shops: rows }, { table }) => printedLine(true, table(['id', 'name', 'address', 'deal'],
        rows.map((s) => [String(s.id), s.name, s.address || '-', s.deal_id === null ? '-' : String(s.deal_id)]))),
    }),
    opsCommand(shopOps.shopSave, {
      // the console's call (photos, position): the CLI takes its body as JSON
      parse(args, tools) {
        const { positional } = tools.split(args, [])
        if (positional.length !== 1) bad(tools, '<json>')
        let body: unknown
        try {
          body = JSON.parse(positional[0])
        } catch {
          return bad(tools, '<json>')
        }
        // the CLI on the database has no route to validate it: the call's own schema here
        if (!Value.Check(shopOps.shopSave.body, body)) bad(tools, '<json>')
        return body as ShopSave
      },
      run: async ({ db, audit }, body) => ({ command: 'shop-save', shop: await saveShop(db, body, audit) }),
      print: ({ shop: s }) => printedLine(true, `shop ${s.id}: ${s.name}`),
    }),
    opsCommand(shopOps.deals, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['shop', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        return {
          ...(options.shop !== undefined ? { shop_id: intOf(options.shop, tools, '--shop', 1, MAX_ID) } : {}),
          limit: options.limit === undefined ? DEFAULT_LIMIT : intOf(options.limit, tools, '--limit', 1, CATALOGUE_LIMIT_MAX),
        }
      },
      run: async ({ db, now }, body) => ({ command: 'deals', ...(await listDeals(db, now, body)) }),
      print({ deals: rows }, { lang, table }) {
        if (rows.length === 0) return printedLine(true, translate(lang, 'opsNoDeals'))
        return printedLine(true, table(['id', 'shop', 'am', 'pm', 'taken', 'price', 'rebate', 'member', 'on'],
          rows.map((d) => [String(d.id), d.shop_name, `${d.am_start}-${d.am_end} ×${d.am_quota}`, `${d.pm_start}-${d.pm_end} ×${d.pm_quota}`, String(d.taken_today),
            String(d.order_price_fen), String(d.rebate_fen), String(d.member_rebate_fen), d.enabled ? '✓' : '✕'])))
      },
    }),
    opsCommand(shopOps.dealSave, {
      // every field is given (the call saves a whole deal): --shop and the windows, quotas and money;
      // rules, member-only and enabled default to '', false and true; an id edits that deal
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['shop', ...Object.keys(FIELD_OPTIONS)])
        if (positional.length > 1) bad(tools, positional[1])
        const body: Record<string, unknown> = {
          ...(positional.length ? { id: intOf(positional[0], tools, '<id>', 1, MAX_ID) } : {}),
          shop_id: intOf(options.shop, tools, '--shop', 1, MAX_ID), rules: '', member_only: false, enabled: true,
        }
        for (const [option, field] of Object.entries(FIELD_OPTIONS)) {
          const text = options[option]
          if (field === 'rules') {
            if (text !== undefined && text.length > DEAL_RULES_MAX) bad(tools, '--rules')
            if (text !== undefined) body.rules = text
          } else if (field === 'member_only' || field === 'enabled') {
            if (text !== undefined && text !== 'true' && text !== 'false') bad(tools, `--${option}`)
            if (text !== undefined) body[field] = text === 'true'
          } else if (field.endsWith('_quota')) body[field] = intOf(text, tools, `--${option}`, 0, DEAL_QUOTA_MAX)
          else if (field.endsWith('_fen')) body[field] = intOf(text, tools, `--${option}`, 0, DEAL_FEN_MAX)
          else {
            if (text === undefined || !CLOCK.test(text)) bad(tools, `--${option}`)
            body[field] = text
          }
        }
        return body as DealSave
      },
      async run({ db, now, audit }, body) {
        return { command: 'deal-save', deal: await saveDeal(db, now, body, audit) }
      },
      print: ({ deal: d }, { lang }) => printedLine(true, translate(lang, 'opsDealSaved', { id: String(d.id), shop: d.shop_name, am: String(d.am_quota), pm: String(d.pm_quota) })),
    }),
  ],
}
