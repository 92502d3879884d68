import { useAtomValue } from 'jotai'
import type { MemberNewInfo } from '@api-types/member'
import { giveMember, newInfo } from '@/api/member'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import messages from './member.messages'
import { dateOf, messageOr } from './memberView'
import { reloadAccount } from '@/features/account'

/**
 * 会员中心: member/newInfo (the membership, its benefits, the plans and the tasks in one call),
 * loaded only when logged in (silent: the page shows its own states) and quietly again whenever the
 * page shows (back from paying or a task, the membership may have changed). `claimTrial` takes the
 * one-time 3-day trial (member/giveMember), toasts the server's message and reloads; a refusal is
 * the request client's toast.
 */
export function useMemberCenter() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const info = useQuery<MemberNewInfo | null>('member', () => newInfo({ silent: true }).then((res) => res.result ?? null), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  const { busy: claiming, run } = useAction()

  const claimTrial = async (): Promise<void> => {
    if (!info.data?.trial_available) return
    const ran = await run(null, async () => {
      const res = await giveMember()
      reloadAccount()
      toast(messageOr(res.msg, t('member.trialDone', { date: dateOf(res.result?.expire_time) })), TOAST_DEFAULT)
    })
    // claimed or refused (already used, ...): the membership as the server has it now
    if (ran) await info.refresh().catch(() => undefined)
  }

  return { loggedIn, info, claiming, claimTrial }
}
