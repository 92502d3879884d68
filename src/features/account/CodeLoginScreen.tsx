import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import { redirectTo } from '@/lib/navigation'
import CodeLoginForm from './CodeLoginForm'
import { LoginLayout } from './LoginForm'
import messages from './login.messages'
import { pageUrl } from '@/routes'

// 验证码登录: the SMS code form (CodeLoginForm) under the brand header, and the way to the password login.
export default function CodeLoginScreen() {
  const t = useT(messages)
  return (
    <LoginLayout>
      <CodeLoginForm />
      <View className='login__links'>
        <Text onClick={() => redirectTo(pageUrl('passwordLogin')).catch(() => undefined)}>{t('passwordLogin')}</Text>
      </View>
    </LoginLayout>
  )
}
