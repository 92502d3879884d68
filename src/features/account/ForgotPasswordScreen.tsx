import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { forgetPassword, passwordCode } from '@/api/login'
import CodeButton from '@/components/CodeButton'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { redirectTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { LoginLayout, TelField } from './LoginForm'
import { resetPasswordError, sendCodeError } from './loginChecks'
import messages from './login.messages'
import { pageUrl } from '@/routes'

// Reset a forgotten password with an SMS code; the new password travels twice (docs/product.md: Validation).
export default function ForgotPasswordScreen() {
  const t = useT(messages)
  const [tel, setTel] = useState('')
  const [code, setCode] = useState('')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const { busy, run } = useAction()

  const sendCode = async () => {
    const problem = sendCodeError({ tel, needsImageCode: false })
    if (problem) {
      toast(t(problem), TOAST_DEFAULT)
      return false
    }
    await passwordCode({ tel })
    toast(t('codeSent'), TOAST_DEFAULT)
    return true
  }

  const problem = resetPasswordError({ tel, code, first, second })
  const reset = () =>
    run(problem && t(problem), async () => {
      await forgetPassword({ tel, code, first_password: first, second_password: second })
      toast(t('resetDone'), TOAST_DEFAULT)
      await redirectTo(pageUrl('passwordLogin'))
    })

  return (
    <LoginLayout>
      <TelField value={tel} onChange={setTel} />
      <View className='login__field'>
        <Input className='login__input login__code' type='number' maxLength={6} placeholder={t('codePlaceholder')} value={code} onChange={setCode} />
        <CodeButton onSend={sendCode} />
      </View>
      <View className='login__field'>
        <Input className='login__input login__first' type='password' maxLength={64} placeholder={t('newPasswordPlaceholder')} value={first} onChange={setFirst} />
      </View>
      <View className='login__field'>
        <Input className='login__input login__second' type='password' maxLength={64} placeholder={t('againPlaceholder')} value={second} onChange={setSecond} />
      </View>
      <Button className='login__submit' type='primary' block loading={busy} onClick={reset}>
        {t('resetButton')}
      </Button>
    </LoginLayout>
  )
}
