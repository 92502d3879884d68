import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { DiscountConfig, DiscountRecord } from '@api-types/discount'
import { discountConfigList, failDiscount, getMtUrl, receiveDiscount, recodeLog, relax, saveMtUrl } from '@/api/discount'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { checkLogin } from '@/lib/auth'
import { webviewUrl } from '@/lib/navItem'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { useT } from '@/i18n'
import { useAccount } from '@/features/account'
import messages from './offers.messages'
import { failToast, offersOf, redbagLog, type RedbagAction } from './offerView'

const ignore = () => undefined

/** Fire and forget: what happened to a received coupon (discount/recodeLog). */
function log(action: RedbagAction, record: DiscountRecord): void {
  recodeLog({ data: redbagLog(action, record) }, { silent: true }).catch(ignore)
}

/**
 * 外卖红包: the coupon offers (loaded again when the login changes, since remaining_today belongs to
 * the user), the user's gold, and receiving a coupon: getMtUrl -> receiveDiscount -> saveMtUrl ->
 * relax -> log 'open' -> the in-app web page. When the page shows again after that, `asking` holds
 * the coupon until the user says whether the platform gave it (answer). Refusals are the request
 * client's toasts.
 */
export function useCouponOffers() {
  const t = useT(messages)
  const { loggedIn, userInfo, reload: reloadAccount } = useAccount()
  const offers = useQuery<DiscountConfig[]>(loggedIn ? 'user' : 'guest', async () => offersOf((await discountConfigList({ silent: true })).result))
  /** `target`: the coupon type being received; null when idle. */
  const receiving = useAction<number>()
  const [asking, setAsking] = useState<DiscountRecord | null>(null)
  const answering = useAction()
  /** The coupon opened in the web page, until the page shows again. */
  const opened = useRef<DiscountRecord | null>(null)

  /** The offers (remaining_today) and the gold after a receive or a failure report. */
  const changed = () => {
    offers.refresh().catch(() => undefined)
    reloadAccount()
  }

  useDidShow(() => {
    const record = opened.current
    if (!record) return
    opened.current = null
    setAsking(record)
    offers.refresh().catch(() => undefined)
  })

  const receive = async (offer: DiscountConfig): Promise<void> => {
    if (receiving.isRunning()) return
    if (!(await checkLogin({ ask: true }))) return
    await receiving.run(null, async () => {
      const link = (await getMtUrl({ coupon_type: offer.coupon_type })).result
      const record = (
        await receiveDiscount({ discount_url: link.discount_url, coupon_type: link.coupon_type, title: link.title })
      ).result
      saveMtUrl({ discount_url: record.discount_url }, { silent: true }).catch(ignore)
      changed()
      const url = (await relax({ url: record.discount_url })).result.url
      log('open', record)
      opened.current = record
      await navigateTo(webviewUrl(url, record.title)).catch((e: Error) => {
        opened.current = null
        throw e
      })
    }, offer.coupon_type)
  }

  /** The user's answer to 领到红包了吗: claimed, or not (the gold comes back). */
  const answer = async (claimed: boolean): Promise<void> => {
    const record = asking
    if (!record || answering.isRunning()) return
    if (claimed) {
      setAsking(null)
      log('claimed', record)
      return
    }
    await answering.run(null, async () => {
      try {
        const result = (await failDiscount({ discount_redeem_id: record.discount_redeem_id })).result
        const told = failToast(result)
        toast(t(told.key, told.params), TOAST_DEFAULT)
        changed()
      } finally {
        // refused too (e.g. past 24 hours: the request client has shown why)
        log('failed', record)
        setAsking(null)
      }
    })
  }

  return {
    loggedIn,
    gold: userInfo?.gold,
    offers,
    receiving: receiving.target,
    receive,
    asking,
    answering: answering.busy,
    answer,
    dismiss: () => setAsking(null),
  }
}
