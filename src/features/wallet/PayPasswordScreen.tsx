import { Text, View } from '@tarojs/components'
import { Button, Input, Skeleton, Steps, Step } from '@nutui/nutui-react-taro'
import { ShieldCheck } from '@nutui/icons-react-taro'
import CodeButton from '@/components/CodeButton'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { useT } from '@/i18n'
import { redirectTo } from '@/lib/navigation'
import { maskPhone } from '@/features/account'
import messages from './payPassword.messages'
import PasswordSheet from './PasswordSheet'
import { usePayPassword } from './usePayPassword'
import './wallet.scss'
import { pageUrl } from '@/routes'

function PayPasswordSkeleton() {
  return (
    <View aria-busy='true'>
      <View className='wallet-card pay-intro'>
        <Skeleton width='56px' height='56px' shape='circle' />
        <Skeleton className='cashout-skeleton__line' width='40%' height='14px' />
        <Skeleton className='cashout-skeleton__line' width='50%' height='22px' />
      </View>
      <View className='wallet-card'>
        <Skeleton width='100%' height='44px' />
      </View>
    </View>
  )
}

// 设置支付密码 / 修改支付密码 (titled by whether one is set): the code to the own phone, then the six
// digits twice on the password sheet; back to where the user came from once it is saved.
export default function PayPasswordScreen() {
  const t = useT(messages)
  const p = usePayPassword()
  const title = p.state === 'ready' ? t(p.isSet ? 'pay.changeTitle' : 'pay.setTitle') : undefined

  if (!p.loggedIn) {
    return (
      <Page className='wallet-page'>
        <LoginPrompt title={t('pay.loginTitle')} hint={t('pay.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }
  if (p.state !== 'ready') {
    return (
      <Page className='wallet-page'>
        {p.state === 'error' ? <LoadError title={t('pay.failed')} error={p.error} onRetry={p.reload} /> : <PayPasswordSkeleton />}
      </Page>
    )
  }
  if (!p.tel) {
    return (
      <Page title={title} className='wallet-page'>
        <View className='wallet-card pay-intro'>
          <View className='pay-intro__badge'>
            <ShieldCheck size={26} />
          </View>
          <Text className='pay-intro__hint pay-nophone'>{t('pay.noPhone')}</Text>
        </View>
        <View className='wallet-actions'>
          <Button className='wallet-actions__submit pay-bind-phone' type='primary' block onClick={() => redirectTo(pageUrl('changePhone', { type: 'bind' })).catch(() => undefined)}>
            {t('pay.goBindPhone')}
          </Button>
        </View>
      </Page>
    )
  }

  const sheetOpen = p.step !== 'code'
  return (
    <Page title={title} className='wallet-page'>
      {/* NutUI's default status draws every step alike, and its single layout packs them to the left:
          `enhanced` marks the current step (and the one done), `double` spreads them over the row */}
      <Steps className='pay-steps' value={sheetOpen ? 2 : 1} type='text' layout='double' status='enhanced'>
        <Step value={1} title={t('pay.stepCode')} />
        <Step value={2} title={t('pay.stepPassword')} />
      </Steps>
      <View className='wallet-card pay-intro'>
        <View className='pay-intro__badge'>
          <ShieldCheck size={26} />
        </View>
        <Text className='pay-intro__label'>{t('pay.codeTo')}</Text>
        <Text className='pay-intro__tel'>{maskPhone(p.tel)}</Text>
        <Text className='pay-intro__hint'>{t('pay.intro')}</Text>
      </View>
      <View className='wallet-card'>
        <View className='wallet-field wallet-field--code'>
          <Input className='pay-code' type='number' maxLength={6} placeholder={t('pay.codePlaceholder')} value={p.code} onChange={p.setCode} />
          <CodeButton onSend={p.sendCode} />
        </View>
      </View>
      <View className='wallet-actions'>
        <Button className='wallet-actions__submit pay-next' type='primary' block loading={p.busy} disabled={p.busy} onClick={p.next}>
          {t('pay.next')}
        </Button>
      </View>
      <PasswordSheet
        className={`pay-sheet--${p.step}`}
        visible={sheetOpen}
        title={p.step === 'second' ? t('pay.second') : t('pay.first')}
        description={p.step === 'second' ? t('pay.secondHint') : t('pay.firstHint')}
        value={p.entry}
        error={p.busy ? t('pay.saving') : p.problem}
        onChange={p.type}
        onComplete={p.complete}
        onClose={p.close}
        busy={p.busy}
      />
    </Page>
  )
}
