import { useState } from 'react'
import type { GoldRedeemItem, GoldRedeemType } from '@api-types/goldRedeem'
import { lists, redeem } from '@/api/goldRedeem'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { reloadAccount, useAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { toast } from '@/lib/toast'
import messages from './goldExchange.messages'
import { afterRedeem, itemsOf, redeemedMessage } from './goldExchangeView'

const ignore = () => undefined

/**
 * 金币兑换's items and the redeeming of one (docs/rules.md "Sign-in and gold coins"): the gold
 * balance is the account's (user/info, kept in the shared userInfoAtom), the items of the tab's
 * type come from goldRedeem/lists (logged in only, silent: the page shows its own states, again
 * when the page shows). `ask` opens the confirm dialog for an item; `confirm` redeems it once at a
 * time: the account is read again (its gold, membership and wallet are the server's),
 * the item shows one more redeemed and one less in stock, and a toast says what arrived where. A
 * refusal (金币不足, 已兑完...) is the request client's toast of the server's reason; the items and
 * the balance are then read again.
 */
export function useGoldExchange(initialType: GoldRedeemType) {
  const t = useT(messages)
  const account = useAccount()
  const [type, setType] = useState<GoldRedeemType>(initialType)
  const items = useQuery<GoldRedeemItem[]>(type, () => lists({ type }, { silent: true }).then((res) => itemsOf(res.result)), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  const [asking, setAsking] = useState<GoldRedeemItem | null>(null)
  const redeeming = useAction()
  const gold = typeof account.userInfo?.gold === 'number' ? account.userInfo.gold : null

  const confirm = async (): Promise<void> => {
    const item = asking
    if (!item) return
    await redeeming.run(null, async () => {
      try {
        const result = (await redeem({ id: item.id })).result
        reloadAccount()
        items.setData((items.data ?? []).map((i) => (i.id === item.id ? afterRedeem(i) : i)))
        const said = redeemedMessage(result)
        toast(t(said.key, said.params), TOAST_DEFAULT)
      } catch (e) {
        // refused: the request client showed the server's reason; what the server holds now
        items.refresh().catch(ignore)
        account.reload().catch(ignore)
        throw e
      } finally {
        setAsking(null)
      }
    })
  }

  return {
    loggedIn: account.loggedIn,
    /** The balance, null while unknown. */
    gold,
    /** The wallet balance (paying a gold pack with it). */
    balance: account.userInfo?.amount ?? null,
    accountState: account.state,
    /** Reads the account again (never rejects: a failure shows as its state). */
    reloadAccount: account.reload,
    type,
    setType,
    items,
    asking,
    ask: (item: GoldRedeemItem) => {
      if (!redeeming.isRunning()) setAsking(item)
    },
    cancel: () => {
      if (!redeeming.isRunning()) setAsking(null)
    },
    confirm,
  }
}
