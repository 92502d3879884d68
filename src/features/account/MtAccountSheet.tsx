import { Text, View } from '@tarojs/components'
import { Button, Input, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { bindMtAccount } from '@/api/user'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isMobile } from '@/utils/validation'
import messages from './settings.messages'
import { reloadAccount } from './useAccount'
import { pageUrl } from '@/routes'

// The takeaway (Meituan) account: the phone number its orders are matched by, edited in a sheet.
export default function MtAccountSheet({ visible, current, onClose }: { visible: boolean; current: string; onClose: () => void }) {
  const t = useT(messages)
  const [mtPhone, setMtPhone] = useState(current)
  const { busy, run } = useAction()

  // each opening starts from the bound number
  useEffect(() => {
    if (visible) setMtPhone(current)
  }, [visible, current])

  const save = () =>
    run(isMobile(mtPhone) ? null : t('mtInvalid'), async () => {
      const res = await bindMtAccount({ mt_phone: mtPhone })
      reloadAccount()
      toast(res.msg, TOAST_DEFAULT)
      onClose()
    })

  return (
    <Popup visible={visible} position='bottom' round closeable title={t('mtTitle')} onClose={onClose} className='mt-sheet'>
      <View className='setting-sheet'>
        <Text className='setting-sheet__desc'>{t('mtDesc')}</Text>
        <View className='setting-sheet__field'>
          <Input className='setting-sheet__input mt-sheet__phone' type='tel' maxLength={11} placeholder={t('mtPlaceholder')} value={mtPhone} onChange={setMtPhone} clearable />
        </View>
        <Text className='setting-sheet__link mt-sheet__help' onClick={() => navigateTo(pageUrl('takeawayAccountHelp')).catch(() => undefined)}>
          {t('mtHelp')}
        </Text>
        <Button className='setting-sheet__submit mt-sheet__save' type='primary' block loading={busy} onClick={save}>
          {t('save')}
        </Button>
      </View>
    </Popup>
  )
}
