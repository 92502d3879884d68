import type { Shop, ShopSort } from '@api-types/shop'

// Pure helpers of the nearby-shop list.

export const SHOP_PAGE_SIZE = 10

export const SORTS: { value: ShopSort; label: 'shops.sortDistance' | 'shops.sortRebate' | 'shops.sortSales' }[] = [
  { value: 'distance', label: 'shops.sortDistance' },
  { value: 'rebate', label: 'shops.sortRebate' },
  { value: 'sales', label: 'shops.sortSales' },
]

/** 850 -> '850m', 1234 -> '1.2km'; unknown -> ''. */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(Number(metres)) || Number(metres) < 0) return ''
  const m = Number(metres)
  return m < 1000 ? `${Math.round(m)}m` : `${(m / 1000).toFixed(1)}km`
}

/** '20.00' -> '20', '12.50' -> '12.5'; '' for nothing. */
export function shortYuan(yuan: string | number | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === '') return ''
  const n = Number(yuan)
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : ''
}

/** Shops the list can draw; malformed rows are dropped. */
export function shopsOf(value: unknown): { list: Shop[]; total: number } {
  const paged = value as { list?: unknown; total?: unknown } | null
  const list = Array.isArray(paged?.list)
    ? (paged!.list as unknown[]).filter(
        (s): s is Shop => !!s && typeof s === 'object' && typeof (s as Shop).id === 'number' && typeof (s as Shop).name === 'string',
      )
    : []
  const total = Number(paged?.total)
  return { list, total: Number.isFinite(total) ? total : list.length }
}

/** Whether another page exists after `loaded` rows of `total`, given the last page's size. */
export function hasMore(loaded: number, total: number, lastPageSize: number, limit: number = SHOP_PAGE_SIZE): boolean {
  return lastPageSize >= limit && loaded < total
}

/** Appends a page, dropping shops already shown (a shop may move between pages while paging). */
export function mergeShops(current: Shop[], next: Shop[]): Shop[] {
  const seen = new Set(current.map((s) => s.id))
  return [...current, ...next.filter((s) => !seen.has(s.id))]
}
