import { useState } from 'react'
import { handleCode, updateCashPassword } from '@/api/user'
import { TOAST_DEFAULT } from '@/constants'
import { reloadAccount, useAccount } from '@/features/account'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { goBack } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isCode } from '@/utils/validation'
import messages from './payPassword.messages'
import { isWeakPayPassword } from './walletView'

/** Where the page is: the SMS code, the password the first time, the password again. */
export type PayPasswordStep = 'code' | 'first' | 'second'

/**
 * 设置支付密码 / 修改支付密码 (docs/rules.md "Wallet and cash-out"; docs/product.md "Validation": the
 * password twice): the code goes to the own phone (handleCode purpose cash_password); 下一步 checks
 * it has six digits, then six digits twice on the password sheet. Too simple a password
 * (111111, 123456, 654321...) and two different entries are refused here before any call; then
 * user/updateCashPassword once. A refusal (a wrong code) is the request client's toast and the page
 * goes back to the code; success reads the account again (has_cash_password) and goes back.
 */
export function usePayPassword() {
  const t = useT(messages)
  const { loggedIn, profile, userInfo, shown: state, error, reload } = useAccount()
  const [step, setStep] = useState<PayPasswordStep>('code')
  const [code, setCode] = useState('')
  const [entry, setEntry] = useState('')
  const [first, setFirst] = useState('')
  const [problem, setProblem] = useState('')
  const saving = useAction()

  const isSet = userInfo?.has_cash_password === true
  const tel = userInfo?.tel || profile?.tel || ''

  const sendCode = async (): Promise<boolean> => {
    await handleCode({ purpose: 'cash_password' })
    toast(t('pay.codeSent'), TOAST_DEFAULT)
    return true
  }

  const next = () => {
    if (!isCode(code)) return toast(t('pay.codeInvalid'), TOAST_DEFAULT)
    setFirst('')
    setEntry('')
    setProblem('')
    setStep('first')
  }

  const save = (password: string, again: string) =>
    saving.run(null, async () => {
      try {
        const res = await updateCashPassword({ cash_password: password, re_cash_password: again, code })
        reloadAccount()
        toast(res.msg && res.msg !== 'ok' ? res.msg : t(isSet ? 'pay.changeDone' : 'pay.setDone'), TOAST_DEFAULT)
        await goBack()
      } catch (e) {
        // refused (a wrong or expired code): toasted by the request client; the code can be fixed
        setStep('code')
        setEntry('')
        setFirst('')
        throw e
      }
    })

  /** Six digits typed on the sheet. */
  const complete = (value: string) => {
    if (saving.isRunning()) return
    if (step === 'first') {
      if (isWeakPayPassword(value)) {
        setProblem(t('pay.weak'))
        setEntry('')
        return
      }
      setFirst(value)
      setProblem('')
      setEntry('')
      setStep('second')
      return
    }
    if (step === 'second') {
      if (value !== first) {
        setProblem(t('pay.mismatch'))
        setFirst('')
        setEntry('')
        setStep('first')
        return
      }
      save(first, value)
    }
  }

  const close = () => {
    if (saving.isRunning()) return
    setEntry('')
    setFirst('')
    setProblem('')
    setStep('code')
  }

  return {
    loggedIn,
    state,
    error,
    reload,
    isSet,
    tel,
    step,
    code,
    setCode,
    sendCode,
    next,
    entry,
    type: setEntry,
    complete,
    close,
    problem,
    busy: saving.busy,
  }
}
