import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import type { CardRed } from '@api-types/cardRedUser'
import { myCardRed } from '@/api/cardRedUser'
import { relax } from '@/api/discount'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import { useAction } from '@/hooks/useAction'
import { webviewUrl } from '@/lib/navItem'
import { navigateTo } from '@/lib/navigation'
import { isLoggedInAtom } from '@/store/session'
import { RED_BAG_PAGE_SIZE, isCardRow, type CardStatus } from './cardView'

/**
 * 红包卡券: the user's cards of one status from cardRedUser/myCardRed, ten at a time on the data
 * layer's paging engine (silent: the page shows its own states), refreshed whenever the page shows again (a
 * coupon reported as not claimed leaves the list). `use` opens an unused coupon on the takeaway
 * platform: discount/relax gives the link to open, a refusal is the request client's toast and
 * nothing opens.
 */
export function useMyCoupons(status: CardStatus) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const list = usePagedQuery<CardRed>(
    status,
    (page, limit) => myCardRed({ status, page, limit }, { silent: true }).then((res) => pageRowsOf(res.result, isCardRow)),
    { limit: RED_BAG_PAGE_SIZE, whenLoggedIn: true, refreshOnShow: true },
  )
  /** `target`: the card being opened; null when idle. */
  const { target: using, run } = useAction<number>()

  useReachBottom(() => {
    list.loadMore()
  })

  const use = async (card: CardRed): Promise<void> => {
    const link = card.discount_url
    if (!link) return
    await run(null, async () => {
      const { url } = (await relax({ url: link })).result
      await navigateTo(webviewUrl(url, card.title))
    }, card.id)
  }

  return { loggedIn, list, using, use }
}
