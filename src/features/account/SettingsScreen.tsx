import { Text, View } from '@tarojs/components'
import { ActionSheet, Button, Cell } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { logout } from '@/api/user'
import Page from '@/components/Page'
import { APP_VERSION } from '@/constants'
import { chosenLocaleAtom, setLocale, useLocale, useT } from '@/i18n'
import { usePageTitle } from '@/i18n/titles'
import { confirm } from '@/lib/dialog'
import { navigateTo, reLaunch } from '@/lib/navigation'
import { routeOf, pageUrl } from '@/routes'
import { clearProfile } from '@/store/session'
import { maskPhone } from './account'
import CancelAccountSheet from './CancelAccountSheet'
import { LANGUAGE_CHOICES, languageLabel } from './languages'
import MtAccountSheet from './MtAccountSheet'
import messages from './settings.messages'
import { useAccount } from './useAccount'
import './settings.scss'

// Settings: the account rows when logged in (read fresh from /api/user/info each time the page
// shows), the language (following the phone or chosen here), the version, and log-out (confirmed).

function Row({ name, title, extra, onClick }: { name: string; title: string; extra?: string; onClick: () => void }) {
  return (
    <Cell
      className={`setting__row setting__${name}`}
      align='center'
      title={title}
      extra={
        <View className='setting__extra'>
          {extra ? <Text className='setting__extra-text'>{extra}</Text> : null}
          <ArrowRight size={12} color='#c8c8c8' />
        </View>
      }
      clickable
      onClick={onClick}
    />
  )
}

/** Ends the session here whatever the server says: logging out must work offline too. */
function logOut() {
  // post() reads the token when it sends, so the session can be cleared right after; silent: the
  // user is told nothing whatever the server answers
  logout({ silent: true }).catch(() => undefined)
  clearProfile()
  reLaunch('/').catch(() => undefined)
}

export default function SettingsScreen() {
  const t = useT(messages)
  const chosen = useAtomValue(chosenLocaleAtom)
  const { loggedIn, profile, userInfo } = useAccount()
  const [picking, setPicking] = useState(false)
  const [editingMt, setEditingMt] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const open = (url: string) => () => navigateTo(url).catch(() => undefined)
  // the entry reads the title of the page it opens, so the two never disagree
  const profileTitle = usePageTitle(useLocale(), routeOf(pageUrl('profile')))
  // asked first: a stray tap must not end the session (logging in again takes a code or WeChat)
  const askLogOut = async () => {
    if (await confirm({ title: t('logoutTitle'), content: t('logoutAsk') })) logOut()
  }

  const tel = userInfo?.tel || profile?.tel || ''
  const mtPhone = userInfo?.mt_phone ?? ''
  return (
    <Page className='setting'>
      {loggedIn ? (
        <Cell.Group className='setting__account' divider={false}>
          <Row name='profile' title={profileTitle} onClick={open(pageUrl('profile'))} />
          {tel ? (
            <Row name='phone' title={t('changePhone')} extra={maskPhone(tel)} onClick={open(pageUrl('changePhone'))} />
          ) : (
            <Row name='phone' title={t('bindPhone')} onClick={open(pageUrl('changePhone', { type: 'bind' }))} />
          )}
          <Row
            name='password'
            title={t('loginPassword')}
            extra={userInfo && !userInfo.has_password ? t('notSet') : undefined}
            onClick={open(pageUrl('changePhone', { type: 'password' }))}
          />
          <Row
            name='pay-password'
            title={t('payPassword')}
            // 已设置 / 未设置 as user/info says (has_cash_password); nothing while it has not said
            extra={userInfo?.has_cash_password === true ? t('payPasswordSet') : userInfo?.has_cash_password === false ? t('notSet') : undefined}
            onClick={open(pageUrl('payPassword'))}
          />
          <Row name='mt' title={t('mtAccount')} extra={mtPhone ? maskPhone(mtPhone) : t('notBound')} onClick={() => setEditingMt(true)} />
        </Cell.Group>
      ) : null}
      <Cell.Group className='setting__general' divider={false}>
        <Row name='language' title={t('settings.language')} extra={languageLabel(chosen, t('settings.followSystem'))} onClick={() => setPicking(true)} />
        <Cell className='setting__row setting__version' align='center' title={t('version')} extra={<Text className='setting__extra-text'>{APP_VERSION}</Text>} />
      </Cell.Group>
      {loggedIn ? (
        <>
          <Cell.Group className='setting__danger' divider={false}>
            <Row name='cancel' title={t('cancelAccount')} onClick={() => setCancelling(true)} />
          </Cell.Group>
          <View className='setting__logout'>
            <Button className='setting__logout-button' block type='default' onClick={askLogOut}>
              {t('logout')}
            </Button>
          </View>
          <MtAccountSheet visible={editingMt} current={mtPhone} onClose={() => setEditingMt(false)} />
          <CancelAccountSheet visible={cancelling} tel={tel} onClose={() => setCancelling(false)} />
        </>
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
