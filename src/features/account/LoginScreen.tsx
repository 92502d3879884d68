import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { finishWechatLogin, startWechatLogin } from '@/lib/wechatLogin'
import { completeLogin } from './completeLogin'
import { AgreementCheck, LoginLayout } from './LoginForm'
import messages from './login.messages'
import { pageUrl } from '@/routes'

// The login entry: SMS code (creates the account on first use), password, or WeChat. It is also
// where WeChat's OAuth redirect comes back with its code (docs/product.md: Screens and navigation, Calls).
export default function LoginScreen() {
  const t = useT(messages)
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useAction()

  useEffect(() => {
    finishWechatLogin()
      .then((res) => (res ? completeLogin(res) : undefined))
      .catch(() => undefined)
  }, [])

  const wechat = () =>
    run(agreed ? null : t('agreeFirst'), async () => {
      const res = await startWechatLogin()
      if (res) await completeLogin(res)
    })

  return (
    <LoginLayout>
      <View className='login__choices'>
        <Button className='login__choice-code' type='primary' block onClick={() => navigateTo(pageUrl('codeLogin')).catch(() => undefined)}>
          {t('codeLogin')}
        </Button>
        <Button className='login__choice-password' block onClick={() => navigateTo(pageUrl('passwordLogin')).catch(() => undefined)}>
          {t('passwordLogin')}
        </Button>
        <Button className='login__wechat' block fill='outline' loading={busy} onClick={wechat}>
          {t('wechatLogin')}
        </Button>
      </View>
      <AgreementCheck agreed={agreed} onChange={setAgreed} />
    </LoginLayout>
  )
}
