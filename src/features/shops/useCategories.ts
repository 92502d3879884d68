import { categories } from '@/api/shop'
import { useQuery } from '@/data/useQuery'
import type { ShopCategory } from '@api-types/shop'

const NONE: ShopCategory[] = []

/** The enabled shop categories in display order; empty until loaded or when the call fails (the chips then offer only 全部). */
export function useCategories(): ShopCategory[] {
  const query = useQuery('categories', () =>
    categories({ silent: true }).then((res) =>
      (Array.isArray(res.result) ? res.result : []).filter((c) => !!c && typeof c.id === 'number' && typeof c.name === 'string'),
    ),
  )
  return query.data ?? NONE
}
