import { View } from '@tarojs/components'
import { ActionSheet, Button, Cell } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import Page from '@/components/Page'
import { APP_VERSION } from '@/constants'
import { chosenLocaleAtom, setLocale, useT } from '@/i18n'
import { navigateTo, reLaunch } from '@/lib/navigation'
import { clearProfile, isLoggedInAtom } from '@/store/session'
import { LANGUAGE_CHOICES, languageLabel } from './languages'
import messages from './messages'
import './setting.scss'

// Settings: the account rows when logged in, the language (following the phone or chosen here),
// the version, and log-out.
const ACCOUNT_ROWS = [
  ['profile', '/pagesme/settinginfo'],
  ['changePhone', '/pages/login/updatephoneandpass'],
  ['loginPassword', '/pagesme/forget_password'],
  ['payPassword', '/pages/cashout/settingpaypws'],
] as const
export default function SettingPage() {
  const t = useT(messages)
  const chosen = useAtomValue(chosenLocaleAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [picking, setPicking] = useState(false)
  return (
    <Page className='setting'>
      {loggedIn ? (
        <Cell.Group className='setting__account'>
          {ACCOUNT_ROWS.map(([key, url]) => (
            <Cell key={key} title={t(key)} clickable onClick={() => navigateTo(url).catch(() => undefined)} />
          ))}
        </Cell.Group>
      ) : null}
      <Cell.Group>
        <Cell
          className='setting__language'
          title={t('settings.language')}
          extra={languageLabel(chosen, t('settings.followSystem'))}
          clickable
          onClick={() => setPicking(true)}
        />
        <Cell title={t('version')} extra={APP_VERSION} />
      </Cell.Group>
      {loggedIn ? (
        <View className='setting__logout'>
          <Button block type='default' onClick={() => { clearProfile(); reLaunch('/').catch(() => undefined) }}>
            {t('logout')}
          </Button>
        </View>
      ) : null}
      <ActionSheet
        visible={picking}
        title={t('languageSheet')}
        options={LANGUAGE_CHOICES.map((c) => ({
          name: `${c.label ?? t('settings.followSystem')}${c.value === chosen ? ` · ${t('current')}` : ''}`,
          value: c.value,
        }))}
        cancelText={t('common.cancel')}
        onSelect={(item) => {
          setPicking(false)
          setLocale(item.value as (typeof LANGUAGE_CHOICES)[number]['value']).catch(() => undefined)
        }}
        onCancel={() => setPicking(false)}
      />
    </Page>
  )
}
