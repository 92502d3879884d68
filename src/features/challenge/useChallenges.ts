import { useRef, useState } from 'react'
import type { Challenge, ChallengeEntries, ChallengeEntry, ChallengeList, EntryState } from '@api-types/challenge'
import { join, list, mine } from '@/api/challenge'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { usePagedQuery } from '@/data/usePagedQuery'
import { reloadAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { toast } from '@/lib/toast'
import messages from './challenges.messages'
import { newRequestId } from './challengeView'

const ignore = () => undefined

/** challenge/list: the live challenges with the caller's entry in each, and the common rules (guests too; again when the page shows). */
export function useChallengeList() {
  return useQuery<ChallengeList>('challenges', () => list({ silent: true }).then((res) => res.result), { refreshOnShow: true })
}

/**
 * 立即参与: `ask` opens the confirm dialog for a challenge (logged out: the login page first);
 * `confirm` joins once at a time with a request id of its own (the server answers the same entry
 * for it twice), then says so, reads the list and the account (its gold) again. A refusal (金币不足,
 * 已参与...) is the request client's toast of the server's reason; the list is read again.
 */
export function useJoin(challenges: ReturnType<typeof useChallengeList>) {
  const t = useT(messages)
  const [asking, setAsking] = useState<Challenge | null>(null)
  const joining = useAction()
  const requestId = useRef('')

  const confirm = async (): Promise<void> => {
    const c = asking
    if (!c) return
    await joining.run(null, async () => {
      try {
        await join({ challenge_id: c.id, request_id: requestId.current })
        toast(t('ch.joined'), TOAST_DEFAULT)
        reloadAccount().catch(ignore)
      } finally {
        setAsking(null)
        challenges.refresh().catch(ignore)
      }
    })
  }

  return {
    asking,
    busy: joining.busy,
    ask: async (c: Challenge) => {
      if (joining.isRunning() || !(await checkLogin())) return
      requestId.current = newRequestId()
      setAsking(c)
    },
    cancel: () => {
      if (!joining.isRunning()) setAsking(null)
    },
    confirm,
  }
}

/** challenge/mine: the user's entries, all or in one state, 20 a page (logged in; again when the page shows). */
export function useMyEntries(state: EntryState | 'all') {
  return usePagedQuery<ChallengeEntry, ChallengeEntries>(
    state,
    (page, limit) => mine({ page, limit, ...(state === 'all' ? {} : { state }) }, { silent: true }).then((res) => res.result),
    { limit: 20, whenLoggedIn: true, refreshOnShow: true },
  )
}
