import { useState } from 'react'
import type { MemberRechargeInfo, MemberType } from '@api-types/member'
import type { SignInRedeemMemberResult } from '@api-types/signIn'
import { rechargeInfo } from '@/api/member'
import { redeemMember } from '@/api/signIn'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { reloadAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
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
  /** What the last redemption gave. */
  const [redeemed, setRedeemed] = useState<SignInRedeemMemberResult | null>(null)
  // one dialog however many taps; the button shows busy once the user has said yes
  const asking = useAction()
  /** `target`: the type being redeemed. */
  const redeeming = useAction<number>()

  const redeem = (type: MemberType) =>
    asking.run(null, async () => {
      const ok = await confirm({
        title: t('signin.redeemTitle'),
        content: t('signin.redeemAsk', { gold: Number(type.gold_price) || 0, name: type.name, days: Number(type.days) || 0 }),
      })
      if (!ok) return
      await redeeming.run(null, async () => {
        const result = (await redeemMember({ member_type: type.id })).result
        if (result) {
          setRedeemed(result)
          reloadAccount()
        }
        toast(t('signin.redeemDone'), TOAST_DEFAULT)
        onRedeemed()
        offer.refresh().catch(() => undefined)
      }, type.id)
    })

  return { offer, busy: redeeming.target, redeemed, redeem }
}
