import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { passwordLogin } from '@/api/login'
import { useT } from '@/i18n'
import { navigateTo, redirectTo } from '@/lib/navigation'
import { useAction } from '@/hooks/useAction'
import { completeLogin } from './completeLogin'
import { passwordLoginError } from './loginChecks'
import { AgreementCheck, LoginLayout, TelField } from './LoginForm'
import messages from './login.messages'
import { pageUrl } from '@/routes'

// Log in with phone number and password.
export default function PasswordLoginScreen() {
  const t = useT(messages)
  const [tel, setTel] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useAction()
  const problem = passwordLoginError({ tel, password, agreed })
  const login = () => run(problem && t(problem), async () => completeLogin(await passwordLogin({ tel, password })))

  return (
    <LoginLayout>
      <TelField value={tel} onChange={setTel} />
      <View className='login__field'>
        <Input className='login__input login__password' type='password' maxLength={64} placeholder={t('passwordPlaceholder')} value={password} onChange={setPassword} />
      </View>
      <AgreementCheck agreed={agreed} onChange={setAgreed} />
      <Button className='login__submit' type='primary' block loading={busy} onClick={login}>
        {t('loginButton')}
      </Button>
      <View className='login__links'>
        <Text onClick={() => redirectTo(pageUrl('codeLogin')).catch(() => undefined)}>{t('codeLogin')}</Text>
        <Text onClick={() => navigateTo(pageUrl('forgotPassword')).catch(() => undefined)}>{t('forgot')}</Text>
      </View>
    </LoginLayout>
  )
}
