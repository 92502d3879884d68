import { View } from '@tarojs/components'
import { ActionSheet, Button, Cell } from '@nutui/nutui-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import Page from '@/components/Page'
import { APP_VERSION } from '@/constants'
import { chosenLocaleAtom, setLocale, useT } from '@/i18n'
import { reLaunch } from '@/lib/navigation'
import { clearProfile, isLoggedInAtom } from '@/store/session'
import { LANGUAGE_CHOICES, languageLabel } from './languages'
import messages from './messages'
import './setting.scss'

// Settings. The language row works now; the account rows (profile, phone, password, payment
// password, cancellation) arrive with the account issue.
export default function SettingPage() {
  const t = useT(messages)
  const chosen = useAtomValue(chosenLocaleAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [picking, setPicking] = useState(false)
  return (
    <Page className='setting'>
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
