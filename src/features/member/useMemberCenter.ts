import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberNewInfo } from '@api-types/member'
import { giveMember, newInfo } from '@/api/member'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { earlyQuery } from '@/lib/boot'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import messages from './member.messages'
import { dateOf, messageOr } from './memberView'
import { reloadAccount } from '@/features/account'

const infoOf = (result: unknown) => (result && typeof result === 'object' ? (result as MemberNewInfo) : undefined)

/**
 * 会员中心: member/newInfo (the membership, its benefits, the plans and the tasks in one call),
 * loaded only when logged in (silent: the page shows its own states) and quietly again whenever the
 * page shows (back from paying or a task, the membership may have changed). `claimTrial` takes the
 * one-time 3-day trial (member/giveMember), toasts the server's message and reloads; a refusal is
 * the request client's toast. Landing on the page on H5, the first answer is the one the page's
 * inline script asked for with the stored token while the app loaded (lib/boot; docs/performance.md).
 */
export function useMemberCenter() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [early] = useState(() => earlyQuery('member/newInfo', '{}', infoOf))
  const info = useQuery<MemberNewInfo | null>('member', () => early.load(() => newInfo({ silent: true }).then((res) => res.result ?? null)), {
    whenLoggedIn: true,
    refreshOnShow: true,
    initial: early.initial,
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
