import type { Shop, ShopSort } from '@api-types/shop'

// Pure helpers of the shop lists around the cards: page size, the sort tabs, and which rows a card can draw.

export const SHOP_PAGE_SIZE = 10

export const SORTS: { value: ShopSort; label: 'sortDistance' | 'sortRebate' | 'sortSales' }[] = [
  { value: 'distance', label: 'sortDistance' },
  { value: 'rebate', label: 'sortRebate' },
  { value: 'sales', label: 'sortSales' },
]

/** A shop a card can draw (an id and a name); anything else in an answer is dropped. */
export function isShopRow(row: unknown): row is Shop {
  return !!row && typeof row === 'object' && typeof (row as Shop).id === 'number' && typeof (row as Shop).name === 'string'
}
