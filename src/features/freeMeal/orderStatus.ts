// The free-meal order states of docs/rules.md "Free meals and deals": a grabbed slot is
// reserved for 30 minutes, then proof is uploaded and reviewed; a slot can also expire or be
// cancelled. The order tab filters by these.
export type OrderFilter = 'all' | 'reserved' | 'uploaded' | 'approved' | 'rejected' | 'expired' | 'cancelled'

export const ORDER_FILTERS: { value: OrderFilter; label: `order.tab.${OrderFilter}` }[] = [
  { value: 'all', label: 'order.tab.all' },
  { value: 'reserved', label: 'order.tab.reserved' },
  { value: 'uploaded', label: 'order.tab.uploaded' },
  { value: 'approved', label: 'order.tab.approved' },
  { value: 'rejected', label: 'order.tab.rejected' },
  { value: 'expired', label: 'order.tab.expired' },
  { value: 'cancelled', label: 'order.tab.cancelled' },
]

/** The number on a filter: its state's count, or every order for 'all'. */
export function filterCount(counts: Partial<Record<Exclude<OrderFilter, 'all'>, number>>, filter: OrderFilter): number {
  if (filter === 'all') return Object.values(counts).reduce<number>((sum, n) => sum + (Number(n) || 0), 0)
  return Number(counts[filter]) || 0
}
