import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import Page from '@/components/Page'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { isLoggedInAtom } from '@/store/session'
import messages from './myMessages.messages'
import NoticeList from './NoticeList'

/** The two tabs: system notices (1) and the account's own messages (2). */
const TABS = [
  { type: 1, label: 'system' },
  { type: 2, label: 'mine' },
] as const

// My messages (opened from the me tab): system notices and account messages in two tabs. A list
// stays mounted once opened, so switching back keeps its place; logged out, a login prompt.
export default function MyMessagesScreen() {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [type, setType] = useState<number>(TABS[0].type)
  const [opened, setOpened] = useState<number[]>([TABS[0].type])

  const choose = (value: number) => {
    setType(value)
    setOpened((list) => (list.includes(value) ? list : [...list, value]))
  }

  if (!loggedIn) {
    return (
      <Page className='my-message'>
        <View className='my-message__guest'>
          <View className='my-message__guest-art' />
          <Text className='my-message__guest-title'>{t('loginTitle')}</Text>
          <Text className='my-message__guest-hint'>{t('loginHint')}</Text>
          <Button className='my-message__guest-btn' type='primary' onClick={() => checkLogin().catch(() => undefined)}>
            {t('common.loginRegister')}
          </Button>
        </View>
      </Page>
    )
  }

  return (
    <Page className='my-message'>
      {/* two fixed tabs: a plain row (NutUI Tabs measures a scrolling title bar it does not need here) */}
      <View className='my-message__tabs' role='tablist'>
        {TABS.map((tab) => (
          <View
            key={tab.type}
            role='tab'
            aria-selected={tab.type === type}
            className={`my-message__tab${tab.type === type ? ' my-message__tab--on' : ''}`}
            onClick={() => choose(tab.type)}
          >
            {t(tab.label)}
          </View>
        ))}
      </View>
      {TABS.filter((tab) => opened.includes(tab.type)).map((tab) => (
        <View key={tab.type} className='my-message__list' style={tab.type === type ? undefined : { display: 'none' }}>
          <NoticeList type={tab.type} active={tab.type === type} />
        </View>
      ))}
    </Page>
  )
}
