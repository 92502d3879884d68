import { Text, View } from '@tarojs/components'
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro'
import { ShieldCheck } from '@nutui/icons-react-taro'
import CodeButton from '@/components/CodeButton'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { useT } from '@/i18n'
import { redirectTo } from '@/lib/navigation'
import { maskPhone } from '@/features/account'
import messages from './bindAlipay.messages'
import { useBindAlipay } from './useBindAlipay'
import './wallet.scss'
import { pageUrl } from '@/routes'

/** The form's outline while the account loads. */
function BindSkeleton() {
  return (
    <View aria-busy='true'>
      <View className='wallet-card'>
        <Skeleton width='90%' height='14px' />
        <Skeleton className='cashout-skeleton__line' width='60%' height='14px' />
      </View>
      <View className='wallet-card'>
        <Skeleton rows={2} width='100%' height='44px' />
      </View>
    </View>
  )
}

/** The account cash-outs are paid to now, as the server shows it (masked). */
function CurrentBinding({ label, binding }: { label: string; binding: { name: string; account: string } }) {
  return (
    <View className='wallet-card bind-current'>
      <View className='bind-current__mark'>支</View>
      <View className='bind-current__text'>
        <Text className='bind-current__label'>{label}</Text>
        <Text className='bind-current__account'>{binding.account}</Text>
        {binding.name ? <Text className='bind-current__name'>{binding.name}</Text> : null}
      </View>
    </View>
  )
}

function Field({ label, children }: { label: string; children: JSX.Element }) {
  return (
    <View className='wallet-field'>
      <Text className='wallet-field__label'>{label}</Text>
      <View className='wallet-field__control'>{children}</View>
    </View>
  )
}

// 绑定支付宝: the real name and the Alipay account (a mobile number or an e-mail) that cash-outs are
// paid to. With an account bound already, the page shows it and a change needs an SMS code to the
// own phone; success goes back to 提现.
export default function BindAlipayScreen() {
  const t = useT(messages)
  const b = useBindAlipay()

  if (!b.loggedIn) {
    return (
      <Page className='wallet-page'>
        <LoginPrompt title={t('bind.loginTitle')} hint={t('bind.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }
  if (b.state !== 'ready') {
    return (
      <Page className='wallet-page'>
        {b.state === 'error' ? <LoadError title={t('bind.failed')} error={b.error} onRetry={b.reload} /> : <BindSkeleton />}
      </Page>
    )
  }

  // a change is confirmed by a code to the own phone: an account without one binds a phone first
  if (b.binding && !b.tel) {
    return (
      <Page className='wallet-page'>
        <CurrentBinding label={t('bind.current')} binding={b.binding} />
        <View className='wallet-card bind-nophone'>
          <Text className='bind-nophone__text'>{t('bind.noPhone')}</Text>
          <Button className='bind-nophone__btn' type='primary' block onClick={() => redirectTo(pageUrl('changePhone', { type: 'bind' })).catch(() => undefined)}>
            {t('bind.goBindPhone')}
          </Button>
        </View>
      </Page>
    )
  }

  return (
    <Page className='wallet-page'>
      {b.binding ? (
        <CurrentBinding label={t('bind.current')} binding={b.binding} />
      ) : (
        <View className='wallet-card bind-intro'>
          <View className='bind-current__mark'>支</View>
          <Text className='bind-intro__text'>{t('bind.intro')}</Text>
        </View>
      )}

      <View className='wallet-card bind-form'>
        {b.binding ? <Text className='wallet-card__title'>{t('bind.changeTitle')}</Text> : null}
        <Field label={t('bind.name')}>
          <Input className='bind-form__name' maxLength={20} placeholder={t('bind.namePlaceholder')} value={b.name} onChange={b.setName} clearable />
        </Field>
        <Field label={t('bind.account')}>
          <Input className='bind-form__account' maxLength={100} placeholder={t('bind.accountPlaceholder')} value={b.account} onChange={b.setAccount} clearable />
        </Field>
        {b.binding ? (
          <>
            <Text className='bind-form__code-to'>{t('bind.codeTo', { tel: maskPhone(b.tel) })}</Text>
            <View className='wallet-field wallet-field--code'>
              <Input className='bind-form__code' type='number' maxLength={6} placeholder={t('bind.codePlaceholder')} value={b.code} onChange={b.setCode} />
              <CodeButton onSend={b.sendCode} />
            </View>
          </>
        ) : null}
      </View>

      <View className='wallet-actions'>
        <Button className='wallet-actions__submit bind-submit' type='primary' block loading={b.busy} disabled={b.busy} onClick={b.save}>
          {b.binding ? t('bind.submitChange') : t('bind.submit')}
        </Button>
        <View className='wallet-actions__safe'>
          <ShieldCheck size={12} />
          <Text>{t('bind.safe')}</Text>
        </View>
      </View>
    </Page>
  )
}
