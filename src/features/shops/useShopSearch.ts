import { useCallback, useMemo, useState } from 'react'
import { goodShop, lists } from '@/api/shop'
import { SHOP_PAGE_SIZE, usePagedShops } from '@/features/shopFeed'
import type { ShopSort } from '@api-types/shop'
import type { QueryPosition } from './position'
import { pushHistory, readHistory, writeHistory } from './searchHistory'

/** 'nearby': every shop (shop/lists, /pages/search/search); 'quality': the quality zone (shop/goodShop, search_gf). */
export type SearchSource = 'nearby' | 'quality'

export const SEARCH_SOURCES: Record<SearchSource, { historyKey: string; detailPage: 'shopDetail' | 'qualityShopDetail'; sortable: boolean }> = {
  nearby: { historyKey: 'searchHistory', detailPage: 'shopDetail', sortable: true },
  quality: { historyKey: 'searchHistoryGf', detailPage: 'qualityShopDetail', sortable: false },
}

/** Fixed popular keywords offered before the first search. */
export const HOT_KEYWORDS = ['黄焖鸡', '米粉', '奶茶', '烧烤', '麻辣烫', '炸鸡']

const QUIET = { silent: true } as const

/**
 * A shop search around the page's position: the typed text, the submitted keyword and its paged
 * results (sorted, for the nearby source), and the local keyword history.
 */
export function useShopSearch(source: SearchSource, position: QueryPosition) {
  const { historyKey, sortable } = SEARCH_SOURCES[source]
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [sort, setSort] = useState<ShopSort>(position.latitude === undefined ? 'sales' : 'distance')
  const [history, setHistory] = useState(() => readHistory(historyKey))
  const { latitude, longitude } = position

  const submit = useCallback(
    (word: string) => {
      const kw = word.trim()
      if (!kw) return
      setInput(kw)
      setKeyword(kw)
      setHistory((current) => {
        const next = pushHistory(current, kw)
        writeHistory(historyKey, next)
        return next
      })
    },
    [historyKey],
  )

  /** Typing; emptying the box goes back to the history and popular keywords. */
  const type = useCallback((text: string) => {
    setInput(text)
    if (!text.trim()) setKeyword('')
  }, [])

  const clearHistory = useCallback(() => {
    setHistory([])
    writeHistory(historyKey, [])
  }, [historyKey])

  const fetchPage = useMemo(() => {
    if (!keyword) return null
    if (source === 'nearby') {
      return (page: number) => lists({ keyword, sort, page, limit: SHOP_PAGE_SIZE, latitude, longitude }, QUIET)
    }
    return (page: number) => goodShop({ keyword, page, limit: SHOP_PAGE_SIZE, latitude, longitude }, QUIET)
  }, [source, keyword, sort, latitude, longitude])

  const feed = usePagedShops(fetchPage)
  return { input, type, keyword, submit, sort, setSort, sortable, history, clearHistory, feed }
}
