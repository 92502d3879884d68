import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { codeLogin, getLoginCode } from '@/api/login'
import CodeButton from '@/components/CodeButton'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { toast } from '@/lib/toast'
import { completeLogin } from './completeLogin'
import { codeLoginError, sendCodeError } from './loginChecks'
import { AgreementCheck, ImageCodePicture, TelField } from './LoginForm'
import messages from './login.messages'
import { useImageCode } from './useImageCode'

export interface CodeLoginFormProps {
  /** Stay on the page once logged in (a form inside another page: 注册领福利); else the login's next page. */
  stay?: boolean
  /** The submit button's text; 登录 by default. */
  submitText?: string
}

// Log in with an SMS code; the code is sent only after the picture code (docs/product.md: Validation). A number seen
// for the first time gets an account (product rules). 验证码登录's form, and 注册领福利's.
export default function CodeLoginForm({ stay = false, submitText }: CodeLoginFormProps) {
  const t = useT(messages)
  const captcha = useImageCode()
  const [tel, setTel] = useState('')
  const [picture, setPicture] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useAction()

  const sendCode = async () => {
    const problem = sendCodeError({ tel, imageCode: picture, needsImageCode: true })
    if (problem) {
      toast(t(problem), TOAST_DEFAULT)
      return false
    }
    try {
      await getLoginCode({ tel, image_code: picture, image_key: captcha.key })
      toast(t('codeSent'), TOAST_DEFAULT)
      return true
    } finally {
      // a picture code is single use, whatever the answer
      setPicture('')
      captcha.refresh()
    }
  }

  const problem = codeLoginError({ tel, code, agreed })
  const login = () => run(problem && t(problem), async () => completeLogin(await codeLogin({ tel, code }), { stay }))

  return (
    <>
      <TelField value={tel} onChange={setTel} />
      <View className='login__field'>
        <Input className='login__input login__image-code' maxLength={8} placeholder={t('imageCodePlaceholder')} value={picture} onChange={setPicture} />
        <ImageCodePicture image={captcha.image} failed={captcha.failed} onRefresh={captcha.refresh} />
      </View>
      <View className='login__field'>
        <Input className='login__input login__code' type='number' maxLength={6} placeholder={t('codePlaceholder')} value={code} onChange={setCode} />
        <CodeButton onSend={sendCode} />
      </View>
      <Text className='login__hint'>{t('newUserHint')}</Text>
      <AgreementCheck agreed={agreed} onChange={setAgreed} />
      <Button className='login__submit' type='primary' block loading={busy} onClick={login}>
        {submitText ?? t('loginButton')}
      </Button>
    </>
  )
}
