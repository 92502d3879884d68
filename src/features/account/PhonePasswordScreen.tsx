import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Input } from '@nutui/nutui-react-taro'
import { Link, Phone, ShieldCheck } from '@nutui/icons-react-taro'
import { useSetAtom } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'
import { bindTel, changeTel, handleCode, updatePassword } from '@/api/user'
import CodeButton from '@/components/CodeButton'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { checkLogin } from '@/lib/auth'
import { goBack, reLaunch, redirectTo } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { clearProfile, userInfoAtom } from '@/store/session'
import { isCode, isMobile, isPassword, passwordsMatch } from '@/utils/validation'
import { maskPhone } from './account'
import { TelField } from './LoginForm'
import { useAccount } from './useAccount'
import messages from './phonePassword.messages'
import './phonePassword.scss'
import { pageUrl } from '@/routes'

// Three account changes behind an SMS code (query `type`): 'phone' changes the number (the code goes
// to the new one), 'password' sets or changes the login password (the code goes to the own phone),
// 'bind' gives a WeChat-only account a phone. A number or password change ends every session on the
// server, so the app logs out and asks for a new login.

export type Mode = 'phone' | 'password' | 'bind'

export function modeOf(type: string | undefined): Mode {
  return type === 'password' || type === 'bind' ? type : 'phone'
}

type MessageKey = keyof (typeof messages)['en']

/** Before a code goes to a new number: a mobile number, and for a change, not the current one. */
export function newTelError(tel: string, currentTel = ''): MessageKey | null {
  if (!isMobile(tel)) return 'telInvalid'
  if (currentTel && tel === currentTel) return 'sameTel'
  return null
}

export function passwordChangeError(input: { code: string; first: string; second: string }): MessageKey | null {
  if (!isCode(input.code)) return 'codeInvalid'
  if (!isPassword(input.first)) return 'passwordLength'
  if (!passwordsMatch(input.first, input.second)) return 'passwordMismatch'
  return null
}


/** The server has revoked every token: show its message, log out here too, and start at login. */
async function endSession(msg: string, loginUrl: string): Promise<void> {
  toast(msg, TOAST_DEFAULT)
  clearProfile()
  await reLaunch(loginUrl)
}

export default function PhonePasswordScreen() {
  const t = useT(messages)
  const mode = modeOf(useRouter().params.type)
  const { profile, userInfo } = useAccount()
  const ownTel = userInfo?.tel || profile?.tel || ''

  // logged out: the login page; logged in, the phone and has_password decide what this page
  // shows: read them fresh (useAccount)
  useEffect(() => {
    checkLogin().catch(() => undefined)
  }, [])

  // 'phone' keeps the route's own title (更换手机号)
  const title =
    mode === 'password' ? t(userInfo?.has_password ? 'changePasswordTitle' : 'setPasswordTitle')
      : mode === 'bind' ? t('bindPhoneTitle')
        : undefined
  // the code of a change goes to a phone the account must already have
  const needsPhone = mode !== 'bind' && userInfo !== null && !ownTel
  return (
    <Page title={title} className='account-form'>
      {needsPhone ? <NoPhoneNotice />
        : mode === 'password' ? <PasswordForm ownTel={ownTel} />
          : mode === 'bind' ? <BindPhoneForm />
            : <ChangePhoneForm currentTel={ownTel} />}
    </Page>
  )
}

function Intro({ icon, label, value, hint }: { icon: ReactNode; label?: string; value?: string; hint: string }) {
  return (
    <View className='account-form__intro'>
      <View className='account-form__badge'>{icon}</View>
      {label ? <Text className='account-form__label'>{label}</Text> : null}
      {value ? <Text className='account-form__value'>{value}</Text> : null}
      <Text className='account-form__hint'>{hint}</Text>
    </View>
  )
}

function CodeField({ value, onChange, onSend }: { value: string; onChange: (code: string) => void; onSend: () => Promise<boolean> }) {
  const t = useT(messages)
  return (
    <View className='login__field'>
      <Input className='login__input login__code' type='number' maxLength={6} placeholder={t('codePlaceholder')} value={value} onChange={onChange} />
      <CodeButton onSend={onSend} />
    </View>
  )
}

function SubmitButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <View className='account-form__actions'>
      <Button className='account-form__submit' type='primary' block loading={busy} onClick={onClick}>
        {children}
      </Button>
    </View>
  )
}

/** Sends a code to a new number after checking it; false (no countdown) when the number is wrong. */
function useNewTelCode(purpose: 'change_tel' | 'bind_tel', tel: string, currentTel?: string) {
  const t = useT(messages)
  return async () => {
    const problem = newTelError(tel, currentTel)
    if (problem) {
      toast(t(problem), TOAST_DEFAULT)
      return false
    }
    await handleCode({ purpose, tel })
    toast(t('codeSent'), TOAST_DEFAULT)
    return true
  }
}

function ChangePhoneForm({ currentTel }: { currentTel: string }) {
  const t = useT(messages)
  const [tel, setTel] = useState('')
  const [code, setCode] = useState('')
  const { busy, run } = useAction()
  const sendCode = useNewTelCode('change_tel', tel, currentTel)

  const problem = newTelError(tel, currentTel) ?? (isCode(code) ? null : 'codeInvalid')
  const change = () =>
    run(problem && t(problem), async () => {
      const res = await changeTel({ tel, code })
      // the new number may have no password yet: the login entry offers the code login too
      await endSession(res.msg, pageUrl('login'))
    })

  return (
    <>
      <Intro icon={<Phone size={26} color='#fc4d16' />} label={t('currentPhone')} value={maskPhone(currentTel)} hint={t('changePhoneHint')} />
      <View className='account-form__card'>
        <TelField value={tel} onChange={setTel} />
        <CodeField value={code} onChange={setCode} onSend={sendCode} />
      </View>
      <SubmitButton busy={busy} onClick={change}>{t('changePhoneButton')}</SubmitButton>
    </>
  )
}

function PasswordForm({ ownTel }: { ownTel: string }) {
  const t = useT(messages)
  const [code, setCode] = useState('')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const { busy, run } = useAction()

  const sendCode = async () => {
    await handleCode({ purpose: 'password' })
    toast(t('codeSent'), TOAST_DEFAULT)
    return true
  }

  const problem = passwordChangeError({ code, first, second })
  const save = () =>
    run(problem && t(problem), async () => {
      const res = await updatePassword({ code, first_password: first, second_password: second })
      await endSession(res.msg, pageUrl('passwordLogin'))
    })

  return (
    <>
      <Intro
        icon={<ShieldCheck size={26} color='#fc4d16' />}
        label={t('codeGoesTo')}
        value={maskPhone(ownTel)}
        hint={t('passwordHint')}
      />
      <View className='account-form__card'>
        <CodeField value={code} onChange={setCode} onSend={sendCode} />
        <View className='login__field'>
          <Input className='login__input login__first' type='password' maxLength={64} placeholder={t('newPasswordPlaceholder')} value={first} onChange={setFirst} />
        </View>
        <View className='login__field'>
          <Input className='login__input login__second' type='password' maxLength={64} placeholder={t('againPlaceholder')} value={second} onChange={setSecond} />
        </View>
      </View>
      <SubmitButton busy={busy} onClick={save}>{t('savePassword')}</SubmitButton>
    </>
  )
}

function BindPhoneForm() {
  const t = useT(messages)
  const setUserInfo = useSetAtom(userInfoAtom)
  const [tel, setTel] = useState('')
  const [code, setCode] = useState('')
  const { busy, run } = useAction()
  const sendCode = useNewTelCode('bind_tel', tel)

  const problem = newTelError(tel) ?? (isCode(code) ? null : 'codeInvalid')
  const bind = () =>
    run(problem && t(problem), async () => {
      const res = await bindTel({ tel, code })
      setUserInfo(res.result)
      toast(res.msg, TOAST_DEFAULT)
      await goBack()
    })

  return (
    <>
      <Intro icon={<Link size={26} color='#fc4d16' />} hint={t('bindPhoneHint')} />
      <View className='account-form__card'>
        <TelField value={tel} onChange={setTel} />
        <CodeField value={code} onChange={setCode} onSend={sendCode} />
      </View>
      <SubmitButton busy={busy} onClick={bind}>{t('bindPhoneButton')}</SubmitButton>
    </>
  )
}

function NoPhoneNotice() {
  const t = useT(messages)
  return (
    <>
      <Intro icon={<Phone size={26} color='#fc4d16' />} label={t('noPhone')} hint={t('noPhoneHint')} />
      <SubmitButton busy={false} onClick={() => redirectTo(pageUrl('changePhone', { type: 'bind' })).catch(() => undefined)}>
        {t('goBind')}
      </SubmitButton>
    </>
  )
}
