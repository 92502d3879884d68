import { Text, View } from '@tarojs/components'
import { Button, Cell, Empty, Input, Skeleton, Tag } from '@nutui/nutui-react-taro'
import { ArrowRight, Checked, SuccessF, Weixin } from '@nutui/icons-react-taro'
import type { CashoutChannel, CashoutTypeResult } from '@api-types/common'
import Page from '@/components/Page'
import LoadError from '@/components/LoadError'
import { LoginPrompt } from '@/components/ListStates'
import { ruleLines } from '@/components/RuleList'
import { useT, type Translate } from '@/i18n'
import { goBack, navigateTo } from '@/lib/navigation'
import { displayYuan } from '@/utils/money'
import messages from './cashout.messages'
import PasswordSheet from './PasswordSheet'
import { useCashOut } from './useCashOut'
import { ALIPAY, amountProblem, bindingOf, feeOf, feePercent, fenOf } from './walletView'
import './wallet.scss'
import { pageUrl } from '@/routes'

type T = Translate<keyof typeof messages.en>
const open = (url: string) => navigateTo(url).catch(() => undefined)

/** The page's outline while the account and the rules load: the balance, the amount, the channel, the rules. */
function CashOutSkeleton() {
  return (
    <View className='cashout-skeleton' aria-busy='true'>
      <View className='wallet-hero'>
        <Skeleton width='35%' height='14px' />
        <Skeleton className='cashout-skeleton__big' width='50%' height='36px' />
        <Skeleton className='cashout-skeleton__line' width='30%' height='12px' />
      </View>
      <View className='wallet-card'>
        <Skeleton width='25%' height='16px' />
        <Skeleton className='cashout-skeleton__big' width='100%' height='40px' />
      </View>
      <View className='wallet-card'>
        <Skeleton width='25%' height='16px' />
        <Skeleton className='cashout-skeleton__line' width='100%' height='44px' />
      </View>
      <View className='wallet-card'>
        <Skeleton width='25%' height='16px' />
        <Skeleton className='cashout-skeleton__line' rows={3} width='100%' height='12px' />
      </View>
    </View>
  )
}

/** A channel's mark: Alipay's blue 支 (no icon of it in NutUI), WeChat's green. */
function ChannelMark({ payType }: { payType: number }) {
  if (payType === ALIPAY) return <View className='channel-mark channel-mark--alipay'>支</View>
  return (
    <View className='channel-mark channel-mark--wechat'>
      <Weixin size={18} />
    </View>
  )
}

function ChannelCells({ t, channels, chosen, binding, onPick }: {
  t: T
  channels: CashoutChannel[]
  chosen: CashoutChannel | null
  binding: { name: string; account: string } | null
  onPick: (payType: number) => void
}) {
  if (!channels.length) {
    return <Empty className='cashout-channel__none' size='small' image={<View className='cashout-channel__none-art' />} description={t('cashout.noChannel')} />
  }
  return (
    <Cell.Group className='cashout-channels' divider={false}>
      {channels.map((c) => {
        const alipay = c.pay_type === ALIPAY
        const on = chosen?.pay_type === c.pay_type
        const detail = alipay && c.bound && binding ? [binding.name, binding.account].filter(Boolean).join(' ') : ''
        let extra
        if (!c.enabled) extra = <Text className='cashout-channel__off'>{t('cashout.unavailable')}</Text>
        else if (!c.bound && alipay) {
          extra = (
            <View className='cashout-channel__bind' role='button' onClick={(e) => { e.stopPropagation(); open(pageUrl('bindAlipay')) }}>
              <Text>{t('cashout.bindAlipay')}</Text>
              <ArrowRight size={10} />
            </View>
          )
        } else if (!c.bound) extra = <Text className='cashout-channel__off'>{t('cashout.notBound')}</Text>
        else {
          extra = (
            <View className='cashout-channel__side'>
              {alipay ? (
                <View className='cashout-channel__change' role='button' onClick={(e) => { e.stopPropagation(); open(pageUrl('bindAlipay')) }}>
                  {t('cashout.change')}
                </View>
              ) : null}
              <View className={`cashout-channel__check${on ? ' cashout-channel__check--on' : ''}`}>{on ? <Checked size={18} /> : null}</View>
            </View>
          )
        }
        return (
          <Cell
            key={c.pay_type}
            className={`cashout-channel cashout-channel--${alipay ? 'alipay' : 'wechat'}${on ? ' cashout-channel--on' : ''}${c.enabled ? '' : ' cashout-channel--disabled'}`}
            align='center'
            clickable={c.enabled}
            title={
              <View className='cashout-channel__title'>
                <ChannelMark payType={c.pay_type} />
                <View className='cashout-channel__text'>
                  <Text className='cashout-channel__name'>{c.name}</Text>
                  {detail ? <Text className='cashout-channel__account'>{detail}</Text> : null}
                  {alipay && !c.bound && c.enabled ? <Text className='cashout-channel__account'>{t('cashout.notBound')}</Text> : null}
                </View>
              </View>
            }
            extra={extra}
            onClick={() => {
              if (!c.enabled) return
              if (!c.bound && alipay) open(pageUrl('bindAlipay'))
              else if (c.bound) onPick(c.pay_type)
            }}
          />
        )
      })}
    </Cell.Group>
  )
}

function Rules({ t, rules }: { t: T; rules: CashoutTypeResult }) {
  const fee = feePercent(rules.fee_rate)
  const lines = [
    t('cashout.ruleRange', { min: displayYuan(rules.min_amount), max: displayYuan(rules.max_amount) }),
    t('cashout.ruleTimes', { n: Number(rules.daily_times) || 0, used: Number(rules.used_today) || 0 }),
    fee ? t('cashout.ruleFee', { rate: fee }) : t('cashout.ruleNoFee'),
    ...ruleLines(rules.notice),
  ]
  return (
    <View className='wallet-card cashout-rules'>
      <Text className='wallet-card__title'>{t('cashout.rules')}</Text>
      {lines.map((line, i) => (
        <Text key={i} className='cashout-rules__item'>{line}</Text>
      ))}
    </View>
  )
}

// 提现: the balance that can be cashed out, the amount (全部提现 fills the most allowed), where it
// goes (Alipay with the bound account, or the way to bind it), the rules of common/cashoutType, and
// 确认提现 → the 6-digit payment password → wallet/cashOut → 提现申请已提交 with the new balance.
export default function CashOutScreen() {
  const t = useT(messages)
  const c = useCashOut()

  if (!c.loggedIn) {
    return (
      <Page className='wallet-page'>
        <LoginPrompt title={t('cashout.loginTitle')} hint={t('cashout.loginHint')} button={t('common.loginRegister')} />
      </Page>
    )
  }

  if (c.result) {
    const done = c.result
    return (
      <Page className='wallet-page'>
        <View className='cashout-result' data-result='pending'>
          <View className='cashout-result__icon'>
            <SuccessF size={56} />
          </View>
          <Text className='cashout-result__title'>{t('cashout.doneTitle')}</Text>
          <Text className='cashout-result__amount'>¥{displayYuan(done.amount)}</Text>
          <Tag className='cashout-result__state' round>{t('cashout.doneState')}</Tag>
          <Text className='cashout-result__hint'>{t('cashout.doneHint', { channel: c.channel?.name ?? '' })}</Text>
          <View className='cashout-result__figures'>
            <View className='cashout-result__figure'>
              <Text className='cashout-result__label'>{t('cashout.doneBalance')}</Text>
              <Text className='cashout-result__value cashout-result__balance'>¥{displayYuan(done.balance)}</Text>
            </View>
            <View className='cashout-result__figure'>
              <Text className='cashout-result__label'>{t('cashout.doneFrozen')}</Text>
              <Text className='cashout-result__value cashout-result__frozen'>¥{displayYuan(done.frozen_amount)}</Text>
            </View>
          </View>
          <View className='cashout-result__actions'>
            <Button className='cashout-result__history' type='primary' block onClick={() => open(pageUrl('walletHistory'))}>
              {t('cashout.viewHistory')}
            </Button>
            <Button className='cashout-result__finish' fill='outline' block onClick={() => goBack().catch(() => undefined)}>
              {t('cashout.finish')}
            </Button>
          </View>
        </View>
      </Page>
    )
  }

  if (c.state !== 'ready' || !c.rules || !c.limits) {
    return (
      <Page className='wallet-page'>
        {c.state === 'error' ? <LoadError title={t('cashout.failed')} error={c.error} onRetry={c.retry} /> : <CashOutSkeleton />}
      </Page>
    )
  }

  const { rules, limits, channel } = c
  const binding = bindingOf(c.account)
  const fen = amountProblem(c.amount, limits) ? null : fenOf(c.amount)
  const fee = fen !== null && feePercent(rules.fee_rate) ? feeOf(fen, rules.fee_rate) : null

  return (
    <Page className='wallet-page wallet-page--with-bar'>
      <View className='wallet-hero'>
        <View className='wallet-hero__top'>
          <Text className='wallet-hero__label'>{t('cashout.balance')}</Text>
          <View className='wallet-hero__link' role='button' onClick={() => open(pageUrl('walletHistory'))}>
            <Text>{t('cashout.history')}</Text>
            <ArrowRight size={10} />
          </View>
        </View>
        <Text className='wallet-hero__amount cashout-balance'>{displayYuan(c.account?.amount)}</Text>
        <Text className='wallet-hero__sub cashout-frozen'>{t('cashout.frozen', { amount: displayYuan(c.account?.frozen_amount) })}</Text>
      </View>

      <View className='wallet-card cashout-amount'>
        <Text className='wallet-card__title'>{t('cashout.amountTitle')}</Text>
        <View className='cashout-amount__field'>
          <Text className='cashout-amount__yuan'>¥</Text>
          <Input
            className='cashout-amount__input'
            type='digit'
            maxLength={11}
            placeholder={t('cashout.amountPlaceholder')}
            value={c.amount}
            onChange={c.setAmount}
          />
          <View className='cashout-amount__all' role='button' onClick={c.fillAll}>
            {t('cashout.all')}
          </View>
        </View>
        <Text className='cashout-amount__fee'>{fee ? t('cashout.feeLine', fee) : ' '}</Text>
      </View>

      <View className='wallet-card cashout-channel-card'>
        <Text className='wallet-card__title'>{t('cashout.channel')}</Text>
        <ChannelCells t={t} channels={c.channels} chosen={channel} binding={binding} onPick={c.pick} />
      </View>

      <Rules t={t} rules={rules} />

      <View className='wallet-bar'>
        <Button className='wallet-bar__btn cashout-submit' type='primary' block loading={c.busy} disabled={c.busy || !channel} onClick={c.start}>
          {t('cashout.submit')}
        </Button>
      </View>

      <PasswordSheet
        visible={c.sheet.open}
        title={t('cashout.pwdTitle')}
        description={t('cashout.pwdDesc', { amount: fen !== null ? displayYuan(c.amount) : c.amount, channel: channel?.name ?? '' })}
        value={c.sheet.value}
        error={c.busy ? t('cashout.sending') : c.sheet.error}
        tips={<Text className='pay-sheet__forgot'>{t('cashout.forgot')}</Text>}
        onTips={() => {
          c.closeSheet()
          open(pageUrl('payPassword'))
        }}
        onChange={c.typePassword}
        onComplete={c.send}
        onClose={c.closeSheet}
        busy={c.busy}
      />
    </Page>
  )
}
