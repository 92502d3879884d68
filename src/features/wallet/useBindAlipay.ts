import { useState } from 'react'
import { handleCode } from '@/api/user'
import { saveAlipayInfo } from '@/api/wallet'
import { TOAST_DEFAULT } from '@/constants'
import { useAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { backOrRedirectTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isCode } from '@/utils/validation'
import messages from './bindAlipay.messages'
import { bindingOf, normalName, payoutAccountProblem, realNameProblem } from './walletView'
import { pageUrl } from '@/routes'

/**
 * 绑定支付宝 (docs/rules.md "Wallet and cash-out"): the account as user/info has it (the payout
 * binding, masked, and the phone), the real name and the Alipay account typed here. Binding the
 * first account takes no code; changing a bound one takes an SMS code sent to the own phone
 * (handleCode purpose payout_account). Checked here first, saved once at a time
 * (wallet/saveAlipayInfo), then back to 提现, which reads the account again when it shows.
 */
export function useBindAlipay() {
  const t = useT(messages)
  const { loggedIn, profile, userInfo, shown: state, error, reload } = useAccount()
  const [name, setName] = useState('')
  const [account, setAccount] = useState('')
  const [code, setCode] = useState('')
  const { busy, run } = useAction()

  const binding = bindingOf(userInfo)
  const tel = userInfo?.tel || profile?.tel || ''

  const sendCode = async (): Promise<boolean> => {
    await handleCode({ purpose: 'payout_account' })
    toast(t('bind.codeSent'), TOAST_DEFAULT)
    return true
  }

  const problem = realNameProblem(name) ?? payoutAccountProblem(account) ?? (binding && !isCode(code) ? 'bind.codeInvalid' : null)
  const save = () =>
    run(problem && t(problem), async () => {
      const realName = normalName(name)
      const number = account.trim()
      const res = await saveAlipayInfo(binding ? { real_name: realName, alipay_number: number, code } : { real_name: realName, alipay_number: number })
      toast(res.msg && res.msg !== 'ok' ? res.msg : t('bind.done'), TOAST_DEFAULT)
      await backOrRedirectTo(pageUrl('cashOut'))
    })

  return {
    loggedIn,
    /** The account is needed before the form can show (is one bound already?). */
    state,
    error,
    reload,
    binding,
    tel,
    name,
    setName,
    account,
    setAccount,
    code,
    setCode,
    sendCode,
    busy,
    save,
  }
}
