import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { codeLogin, getLoginCode } from '@/api/login'
import CodeButton from '@/components/CodeButton'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { redirectTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { completeLogin } from './completeLogin'
import { codeLoginError, sendCodeError } from './loginChecks'
import { AgreementCheck, ImageCodePicture, LoginLayout, TelField } from './LoginForm'
import messages from './login.messages'
import { useImageCode } from './useImageCode'
import { pageUrl } from '@/routes'

// Log in with an SMS code; the code is sent only after the picture code (docs/product.md: Validation). A number seen
// for the first time gets an account (product rules).
export default function CodeLoginScreen() {
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
  const login = () => run(problem && t(problem), async () => completeLogin(await codeLogin({ tel, code })))

  return (
    <LoginLayout>
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
        {t('loginButton')}
      </Button>
      <View className='login__links'>
        <Text onClick={() => redirectTo(pageUrl('passwordLogin')).catch(() => undefined)}>{t('passwordLogin')}</Text>
      </View>
    </LoginLayout>
  )
}
