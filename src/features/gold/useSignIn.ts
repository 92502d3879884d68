import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { SignInMonthResult, SignInResult } from '@api-types/signIn'
import { makeUpSignIn, month as fetchMonth, signIn as postSignIn } from '@/api/signIn'
import { TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { reloadAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { toast } from '@/lib/toast'
import { isLoggedInAtom } from '@/store/session'
import messages from './signin.messages'
import { monthOf, type CalendarCell } from './signinView'
import { useSignInConfig } from './useSignInConfig'

/**
 * 每日签到: the user's sign-in config and the calendar of the shown month (the current one, of the
 * server's today, until the user moves), both loaded only when logged in and quietly again when the
 * page shows. `signIn` signs today in and `makeUp` a missed day after a confirm; both toast the gold
 * and reload config and month. Refusals are the request client's toasts (the server's msg).
 */
export function useSignIn() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  // back from another page (gold details, a login) the gold and the streak may have moved
  const config = useSignInConfig()
  /** The month the user moved to; null: the current month. */
  const [picked, setPicked] = useState<string | null>(null)
  const today = config.data?.today ?? ''
  const shown = loggedIn && today ? (picked ?? monthOf(today)) : ''
  const month = useQuery<SignInMonthResult | null>(
    shown,
    async () => (await fetchMonth({ month: shown }, { silent: true })).result ?? null,
    { enabled: !!shown, whenLoggedIn: true, refreshOnShow: true },
  )
  /** `target`: 'sign' while signing today in, a date while making it up; null when idle. */
  const { target: busy, run } = useAction<string>()

  /** After a sign-in: the gold toast, the new balance everywhere, config and calendar again. */
  const signedIn = (result: SignInResult, key: 'signin.success' | 'signin.madeUp') => {
    toast(t(key, { gold: Number(result?.gold) || 0 }), TOAST_DEFAULT)
    reloadAccount()
    config.refresh().catch(() => undefined)
    month.refresh().catch(() => undefined)
  }

  const signIn = () =>
    run(null, async () => {
      if (config.data?.signed_today) return
      signedIn((await postSignIn()).result, 'signin.success')
    }, 'sign')

  const makeUp = (cell: CalendarCell) =>
    run(null, async () => {
      if (cell.mark !== 'can_make_up' || !month.data) return
      const ok = await confirm({
        title: t('signin.makeUpTitle'),
        content: t('signin.makeUpAsk', { cost: month.data.make_up_cost, left: month.data.make_up_left }),
      })
      if (!ok) return
      signedIn((await makeUpSignIn({ date: cell.date })).result, 'signin.madeUp')
    }, cell.date)

  return {
    loggedIn,
    config,
    month,
    shown,
    showMonth: setPicked,
    busy,
    signIn,
    makeUp,
  }
}
