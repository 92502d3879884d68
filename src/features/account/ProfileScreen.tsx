import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { updateNicknameAndAvatar } from '@/api/user'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { storeFile } from '@/lib/storeFile'
import { toast } from '@/lib/toast'
import { userInfoAtom } from '@/store/session'
import { maskPhone } from './account'
import messages from './profile.messages'
import { useAccount } from './useAccount'
import Picture from '@/components/Picture'
import { imageTypeOf, type PickedFile } from '@/components/Uploader/logic'

export const NICKNAME_MIN = 2
export const NICKNAME_MAX = 20

export function nicknameValid(nickname: string): boolean {
  const length = [...nickname.trim()].length
  return length >= NICKNAME_MIN && length <= NICKNAME_MAX
}

// The account's nickname and avatar: the avatar is uploaded, then saved with the nickname.
export default function ProfileScreen() {
  const t = useT(messages)
  const { userInfo } = useAccount()
  const setUserInfo = useSetAtom(userInfoAtom)
  // the field shows the account's nickname (read fresh on show) until the user types in it: derived,
  // not copied in an effect, which could land after the first keystroke and undo it
  const [typed, setTyped] = useState<string | null>(null)
  const nickname = typed ?? userInfo?.nickname ?? ''
  const { busy, run } = useAction()

  // logged out: the login page; logged in, the account is read fresh (useAccount)
  useEffect(() => {
    checkLogin().catch(() => undefined)
  }, [])

  const changeAvatar = async () => {
    const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'] }).catch(() => null)
    const path = picked?.tempFilePaths[0]
    if (!path) return
    const file = (picked.tempFiles?.[0] ?? { path }) as PickedFile
    const type = imageTypeOf(file)
    if (!type) {
      toast(t('notImage'))
      return
    }
    try {
      const avatar = await storeFile(path, 'avatar', { type, size: file.size })
      const res = await updateNicknameAndAvatar({ avatar })
      setUserInfo(res.result)
      toast(t('saved'), TOAST_DEFAULT)
    } catch {
      // the request client has shown the reason
    }
  }

  const save = () =>
    run(nicknameValid(nickname) ? null : t('nicknameLength'), async () => {
      const res = await updateNicknameAndAvatar({ nickname: nickname.trim() })
      setUserInfo(res.result)
      toast(t('saved'), TOAST_DEFAULT)
    })

  return (
    <Page className='setting-info'>
      <View className='setting-info__row setting-info__avatar-row' onClick={changeAvatar}>
        <Text className='setting-info__label'>{t('avatar')}</Text>
        <View className='setting-info__avatar'>
          {userInfo?.avatar ? <Picture alt='' className='setting-info__avatar-img' src={userInfo.avatar} mode='aspectFill' /> : null}
        </View>
        <Text className='setting-info__action'>{t('change')}</Text>
      </View>
      <View className='setting-info__row'>
        <Text className='setting-info__label'>{t('nickname')}</Text>
        <Input className='setting-info__nickname' maxLength={NICKNAME_MAX} placeholder={t('nicknamePlaceholder')} value={nickname} onChange={setTyped} />
      </View>
      <View className='setting-info__row'>
        <Text className='setting-info__label'>{t('phone')}</Text>
        <Text className='setting-info__value'>{maskPhone(userInfo?.tel)}</Text>
      </View>
      <View className='setting-info__save'>
        <Button type='primary' block loading={busy} onClick={save}>
          {t('save')}
        </Button>
      </View>
    </Page>
  )
}
