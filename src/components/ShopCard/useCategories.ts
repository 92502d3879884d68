import { useEffect, useState } from 'react'
import { categories } from '@/api/shop'
import type { ShopCategory } from '@api-types/shop'

/** The enabled shop categories in display order; empty until loaded or when the call fails (the chips then offer only 全部). */
export function useCategories(): ShopCategory[] {
  const [list, setList] = useState<ShopCategory[]>([])
  useEffect(() => {
    let alive = true
    categories({ silent: true }).then(
      (res) => {
        const rows = Array.isArray(res.result) ? res.result : []
        if (alive) setList(rows.filter((c) => !!c && typeof c.id === 'number' && typeof c.name === 'string'))
      },
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [])
  return list
}
