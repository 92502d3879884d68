import { and, asc, eq } from 'drizzle-orm'
import type { NavItem, NavItemType } from '@api-types/nav'
import type { Db } from '../../db/driver'
import { navItems } from '../../db/schema'

type Row = typeof navItems.$inferSelect

export function toNavItem(row: Row): NavItem {
  const item: NavItem = { id: row.id, type: row.type as NavItemType, name: row.name, path: row.path, sort: row.sort }
  if (row.image) item.image = row.image
  if (row.subtitle) item.subtitle = row.subtitle
  if (row.reward) item.reward = row.reward
  if (row.badge) item.badge = row.badge
  return item
}

/** Enabled items of one kind and group, in display order. */
export async function listNav(db: Db, kind: Row['kind'], group: string): Promise<NavItem[]> {
  const rows = await db.select().from(navItems)
    .where(and(eq(navItems.kind, kind), eq(navItems.group, group), eq(navItems.enabled, true)))
    .orderBy(asc(navItems.sort), asc(navItems.id))
  return rows.map(toNavItem)
}

/** Banners, menu and tools of one page. */
export async function pageNav(db: Db, group: string): Promise<{ banner: NavItem[]; menu: NavItem[]; tools: NavItem[] }> {
  const [banner, menu, tools] = await Promise.all([listNav(db, 'banner', group), listNav(db, 'menu', group), listNav(db, 'tool', group)])
  return { banner, menu, tools }
}
