import { and, asc, eq, max } from 'drizzle-orm'
import type { NavItem, NavItemType } from '@api-types/nav'
import type { Db } from '../../db/driver'
import { discountConfigs, navItems } from '../../db/schema'
import { yuan } from '../../lib'

type Row = typeof navItems.$inferSelect

/**
 * A reward text may say `{coupon_max}` for the largest takeaway coupon on offer (e.g. 最高¥{coupon_max}):
 * each answer fills it from the enabled offers (discount_configs), so the promise follows the offers
 * instead of a copy that goes stale. With no offer enabled the reward is left out.
 */
export const COUPON_MAX = '{coupon_max}'

export function toNavItem(row: Row): NavItem {
  const item: NavItem = { id: row.id, type: row.type as NavItemType, name: row.name, path: row.path, sort: row.sort }
  if (row.image) item.image = row.image
  if (row.subtitle) item.subtitle = row.subtitle
  if (row.reward) item.reward = row.reward
  if (row.badge) item.badge = row.badge
  return item
}

/** The largest enabled coupon in yuan as a badge shows it ('20', '12.5'), or null when none is on offer. */
async function couponMax(db: Db): Promise<string | null> {
  const [{ fen }] = await db.select({ fen: max(discountConfigs.amountFen) }).from(discountConfigs).where(eq(discountConfigs.enabled, true))
  return fen === null ? null : yuan(fen).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')
}

/** The items with `{coupon_max}` in their reward filled in (one query, only when an item needs it). */
async function fillRewards(db: Db, items: NavItem[]): Promise<NavItem[]> {
  if (!items.some((item) => item.reward?.includes(COUPON_MAX))) return items
  const amount = await couponMax(db)
  return items.map((item) => {
    if (!item.reward?.includes(COUPON_MAX)) return item
    const { reward, ...rest } = item
    return amount === null ? rest : { ...rest, reward: reward.split(COUPON_MAX).join(amount) }
  })
}

/** Enabled items of one kind and group, in display order. */
export async function listNav(db: Db, kind: Row['kind'], group: string): Promise<NavItem[]> {
  const rows = await db.select().from(navItems)
    .where(and(eq(navItems.kind, kind), eq(navItems.group, group), eq(navItems.enabled, true)))
    .orderBy(asc(navItems.sort), asc(navItems.id))
  return fillRewards(db, rows.map(toNavItem))
}

/** Banners, menu and tools of one page. */
export async function pageNav(db: Db, group: string): Promise<{ banner: NavItem[]; menu: NavItem[]; tools: NavItem[] }> {
  const [banner, menu, tools] = await Promise.all([listNav(db, 'banner', group), listNav(db, 'menu', group), listNav(db, 'tool', group)])
  return { banner, menu, tools }
}
