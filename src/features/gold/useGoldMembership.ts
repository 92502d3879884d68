import { useRef, useState } from 'react'
import type { MemberRechargeInfo, MemberType } from '@api-types/member'
import type { SignInRedeemMemberResult } from '@api-types/signIn'
import { rechargeInfo } from '@/api/member'
import { redeemMember } from '@/api/signIn'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { reloadAccount } from '@/features/account'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { toast } from '@/lib/toast'
import messages from './signin.messages'

/**
 * 金币兑会员 on 每日签到: the member types and the user's membership (member/rechargeInfo, logged in
 * only, quietly again on show). `redeem` asks first, then buys the type with gold
 * (signIn/redeemMember), one at a time: the new expiry is kept to show, the gold and the membership
 * are read again with the account and `onRedeemed` (the page's gold) runs. Refusals (金币不足...) are the
 * request client's toasts of the server's reason.
 */
export function useGoldMembership(onRedeemed: () => void) {
  const t = useT(messages)
  const offer = useQuery<MemberRechargeInfo | null>(
    'memberTypes',
    () => rechargeInfo({ silent: true }).then((res) => res.result ?? null),
    { whenLoggedIn: true, refreshOnShow: true },
  )
  /** The type being redeemed. */
  const [busy, setBusy] = useState<number | null>(null)
  /** What the last redemption gave. */
  const [redeemed, setRedeemed] = useState<SignInRedeemMemberResult | null>(null)
  const running = useRef(false)

  const redeem = async (type: MemberType): Promise<void> => {
    if (running.current) return
    running.current = true
    try {
      const ok = await confirm({
        title: t('signin.redeemTitle'),
        content: t('signin.redeemAsk', { gold: Number(type.gold_price) || 0, name: type.name, days: Number(type.days) || 0 }),
      })
      if (!ok) return
      setBusy(type.id)
      const result = (await redeemMember({ member_type: type.id })).result
      if (result) {
        setRedeemed(result)
        reloadAccount()
      }
      toast(t('signin.redeemDone'), TOAST_DEFAULT)
      onRedeemed()
      offer.refresh().catch(() => undefined)
    } catch {
      // refused (金币不足, a type no longer sold): the request client has shown the server's reason
    } finally {
      running.current = false
      setBusy(null)
    }
  }

  return { offer, busy, redeemed, redeem }
}
