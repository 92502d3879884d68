import { useState } from 'react'
import type { CashoutTypeResult } from '@api-types/common'
import type { WalletCashOutResult } from '@api-types/wallet'
import { cashoutType } from '@/api/common'
import { cashOut } from '@/api/wallet'
import { useSubscribeAsk } from '@/utils/subscribe'
import { STATUS_OK, TOAST_DEFAULT } from '@/constants'
import { useQuery } from '@/data/useQuery'
import { reloadAccount, useAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import messages from './cashout.messages'
import { allAmount, amountProblem, channelsOf, limitsOf, pickChannel, plainAmount, typedAmount } from './walletView'
import { pageUrl } from '@/routes'

/** The cash-out page's password sheet: closed, or open with the digits typed and the last refusal. */
interface Sheet {
  open: boolean
  value: string
  error: string
}

const CLOSED: Sheet = { open: false, value: '', error: '' }

/**
 * 提现 (docs/rules.md "Wallet and cash-out"): the account (user/info through useAccount: the
 * balance, frozen amount, password and payout binding) and the rules and channels of
 * common/cashoutType, both loaded only when logged in and quietly again whenever the page shows
 * (back from binding Alipay or setting the password). `start` checks the amount and the channel
 * here first, leads to 设置支付密码 when none is set, else opens the password sheet; six digits
 * send wallet/cashOut once (taps while it runs do nothing). A refusal (支付密码错误，还可尝试N次, the
 * lock, a limit) is shown in the sheet and the digits cleared; success shows the result and writes
 * the account read again (its balance and frozen amount are the server's).
 */
export function useCashOut() {
  const t = useT(messages)
  const { loggedIn, userInfo, shown: accountState, error: accountError, reload: retryAccount, refresh: refreshAccount } = useAccount()
  const rules = useQuery<CashoutTypeResult | null>('cashoutType', () => cashoutType({ type: 1 }, { silent: true }).then((res) => res.result ?? null), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  const [amount, setAmountText] = useState('')
  const [picked, setPicked] = useState<number | null>(null)
  const [sheet, setSheet] = useState<Sheet>(CLOSED)
  const [result, setResult] = useState<WalletCashOutResult | null>(null)
  // one dialog however many taps (the button does not show busy behind it)
  const asking = useAction()
  const askSubscribe = useSubscribeAsk(['cashoutPaid', 'cashoutRefused'])
  const sending = useAction()

  const channels = channelsOf(rules.data)
  const channel = pickChannel(channels, picked)
  const limits = rules.data ? limitsOf(rules.data, userInfo) : null

  /** The page's state: the account and the rules are both needed before the form can show. */
  const state = !loggedIn ? 'idle'
    : rules.state === 'error' || accountState === 'error' ? 'error'
      : rules.data && userInfo ? 'ready' : 'loading'
  const error = rules.state === 'error' ? rules.error : accountError

  const retry = () => {
    if (rules.state !== 'ready') rules.reload()
    if (accountState === 'error') retryAccount()
  }

  /** The rules (used today) and the balance as the server has them now, quietly. */
  const refreshAll = () => {
    rules.refresh().catch(() => undefined)
    refreshAccount()
  }

  const setAmount = (text: string) => setAmountText(typedAmount(text))
  const fillAll = () => {
    if (limits) setAmountText(allAmount(limits))
  }

  const start = async (): Promise<void> => {
    if (sending.isRunning() || asking.isRunning() || !limits) return
    if (!channel) return toast(t('cashout.noChannel'), TOAST_DEFAULT)
    const problem = amountProblem(amount, limits)
    if (problem) return toast(t(problem.key, 'params' in problem ? problem.params : undefined), TOAST_DEFAULT)
    if (!channel.bound) return toast(t('cashout.needBind'), TOAST_DEFAULT)
    // the mini-program asks, at this tap (确认提现), to tell when it is paid or refused (nothing on H5)
    askSubscribe()
    if (userInfo?.has_cash_password !== true) {
      await asking.run(null, async () => {
        const go = await confirm({ title: t('cashout.noPasswordTitle'), content: t('cashout.noPasswordAsk'), confirmText: t('cashout.goSet') })
        if (go) navigateTo(pageUrl('payPassword')).catch(() => undefined)
      })
      return
    }
    setSheet({ open: true, value: '', error: '' })
  }

  const send = async (password: string): Promise<void> => {
    if (!channel || !limits) return
    await sending.run(null, async () => {
      let res
      try {
        // the refusal is shown in the sheet, not as a toast
        res = await cashOut({ cash_password: password, amount: plainAmount(amount), pay_type: channel.pay_type as 1 | 2 }, { isHandle: true })
      } catch (e) {
        // no answer (network, a logout): the request client has said so; the digits go
        setSheet((s) => ({ ...s, value: '' }))
        throw e
      }
      if (res.status !== STATUS_OK || !res.result) {
        setSheet({ open: true, value: '', error: res.msg || t('cashout.failed') })
        refreshAll()
        return
      }
      const done = res.result
      setResult(done)
      setSheet(CLOSED)
      setAmountText('')
      reloadAccount()
      rules.refresh().catch(() => undefined)
    })
  }

  return {
    loggedIn,
    state,
    error,
    retry,
    account: userInfo,
    rules: rules.data,
    limits,
    channels,
    channel,
    pick: setPicked,
    amount,
    setAmount,
    fillAll,
    start,
    sheet,
    typePassword: (value: string) => setSheet((s) => ({ ...s, value })),
    closeSheet: () => {
      if (!sending.isRunning()) setSheet(CLOSED)
    },
    send,
    busy: sending.busy,
    result,
  }
}
