import { Text, View } from '@tarojs/components'
import { Button, Input, Popup } from '@nutui/nutui-react-taro'
import { Warning } from '@nutui/icons-react-taro'
import { useEffect, useState } from 'react'
import { cancelUser, handleCode } from '@/api/user'
import CodeButton from '@/components/CodeButton'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { reLaunch } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { clearProfile } from '@/store/session'
import { isCode } from '@/utils/validation'
import { maskPhone } from './account'
import loginMessages from './login.messages'
import messages from './settings.messages'

const CONSEQUENCES = ['cancelLoss', 'cancelData', 'cancelFinal', 'cancelPending'] as const

/**
 * Account cancellation: what it means, the SMS code sent to the own phone (a WeChat-only account
 * has none and skips it), a last confirmation, then the server erases the account and ends every
 * session. The server's refusals (wrong code, a pending cash-out) are toasted by the request client.
 */
export default function CancelAccountSheet({ visible, tel, onClose }: { visible: boolean; tel: string; onClose: () => void }) {
  const t = useT(messages)
  const tl = useT(loginMessages)
  const [code, setCode] = useState('')
  const { busy, run } = useAction()

  useEffect(() => {
    if (!visible) setCode('')
  }, [visible])

  const sendCode = async () => {
    await handleCode({ purpose: 'cancel' })
    toast(tl('codeSent'), TOAST_DEFAULT)
    return true
  }

  const cancelAccount = () =>
    run(tel && !isCode(code) ? tl('codeInvalid') : null, async () => {
      const sure = await confirm({ title: t('confirmTitle'), content: t('confirmContent'), confirmText: t('confirmOk'), cancelText: t('keepAccount') })
      if (!sure) return
      const res = await cancelUser(tel ? { code } : {})
      toast(res.msg, TOAST_DEFAULT)
      clearProfile()
      await reLaunch('/')
    })

  return (
    <Popup visible={visible} position='bottom' round closeable title={t('cancelTitle')} onClose={onClose} className='cancel-sheet'>
      <View className='setting-sheet'>
        <View className='cancel-sheet__notice'>
          <View className='cancel-sheet__notice-head'>
            <Warning size={16} color='#fc4d16' />
            <Text className='cancel-sheet__intro'>{t('cancelIntro')}</Text>
          </View>
          {CONSEQUENCES.map((key) => (
            <Text key={key} className='cancel-sheet__item'>{t(key)}</Text>
          ))}
        </View>
        {tel ? (
          <>
            <Text className='setting-sheet__desc'>{t('cancelCodeTo', { tel: maskPhone(tel) })}</Text>
            <View className='setting-sheet__field'>
              <Input className='setting-sheet__input cancel-sheet__code' type='number' maxLength={6} placeholder={tl('codePlaceholder')} value={code} onChange={setCode} />
              <CodeButton onSend={sendCode} />
            </View>
          </>
        ) : null}
        <Button className='setting-sheet__submit cancel-sheet__submit' type='primary' block loading={busy} onClick={cancelAccount}>
          {t('cancelButton')}
        </Button>
      </View>
    </Popup>
  )
}
