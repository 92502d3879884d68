import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { Clock, SuccessF, Failure } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import type { GoldPackOrder } from '@api-types/discount'
import LoadError from '@/components/LoadError'
import type { Query } from '@/data/useQuery'
import type { Translate } from '@/i18n'
import { displayYuan, formatGold } from '@/utils/money'
import type messages from './goldExchange.messages'
import { packGold, rechargeResult, type RechargeResult as RechargeResultKind } from './goldExchangeView'

type T = Translate<keyof typeof messages.en>

export interface RechargeResultProps {
  t: T
  order: Query<GoldPackOrder | null>
  /** The balance as the account has it now (null while unknown). */
  gold: number | null
  busy: boolean
  onRefresh: () => void
  onRepay: () => void
  onAgain: (packId: number) => void
  onBack: () => void
  onOrders: () => void
}

/** The result's card: its state (a class and data-result), the round icon and the title, then what the state says. */
function Card({ result, icon, title, children }: { result: RechargeResultKind; icon: JSX.Element; title: string; children: ReactNode }) {
  return (
    <View className={`gold-result gold-result--${result}`} data-result={result}>
      <View className='gold-result__icon'>{icon}</View>
      <Text className='gold-result__title'>{title}</Text>
      {children}
    </View>
  )
}

// The result of buying gold, for the order the payer came back with (or the wallet just paid):
// 充值成功 with the gold credited and the new balance; 等待支付结果 with 刷新结果 and 继续支付 while it
// can be paid; 订单已关闭 (unpaid in 15 minutes) with 重新充值; an order not found.
export default function RechargeResult({ t, order, gold, busy, onRefresh, onRepay, onAgain, onBack, onOrders }: RechargeResultProps) {
  if (order.state === 'error') return <LoadError title={t('result.failed')} error={order.error} onRetry={order.reload} />
  if (order.state !== 'ready') {
    return (
      <View className='gold-result gold-result--skeleton' aria-busy='true'>
        <Skeleton className='gold-result__skeleton-icon' width='64px' height='64px' />
        <Skeleton width='50%' height='20px' />
        <Skeleton className='gold-result__skeleton-line' width='70%' height='14px' />
        <Skeleton className='gold-result__skeleton-line' width='100%' height='44px' />
      </View>
    )
  }
  const data = order.data
  const result = rechargeResult(data, Date.now())
  const secondary = (
    <Button className='gold-result__second gold-result__orders' fill='outline' block onClick={onOrders}>
      {t('result.orders')}
    </Button>
  )
  const pack = data ? <Text className='gold-result__pack'>{t('result.pack', { title: data.title, amount: displayYuan(data.amount) })}</Text> : null
  const back = (
    <Button className='gold-result__main gold-result__back' type='primary' block onClick={onBack}>
      {t('result.back')}
    </Button>
  )

  if (result === 'paid') {
    return (
      <Card result={result} icon={<SuccessF size={56} />} title={t('result.paidTitle')}>
        <Text className='gold-result__gold'>{t('result.paidGold', { gold: packGold(data!) })}</Text>
        {pack}
        {gold !== null ? <Text className='gold-result__hint gold-result__balance'>{t('result.balance', { gold: formatGold(gold) })}</Text> : null}
        <View className='gold-result__actions'>
          {back}
          {secondary}
        </View>
      </Card>
    )
  }

  if (result === 'pending') {
    return (
      <Card result={result} icon={<Clock size={52} />} title={t('result.pendingTitle')}>
        {pack}
        <Text className='gold-result__hint'>{t('result.pendingHint', { time: data!.expire_time.slice(11, 16) })}</Text>
        <View className='gold-result__actions'>
          <Button className='gold-result__main gold-result__refresh' type='primary' block onClick={onRefresh}>
            {t('result.refresh')}
          </Button>
          <Button className='gold-result__second gold-result__repay' fill='outline' block loading={busy} disabled={busy} onClick={onRepay}>
            {t('result.repay')}
          </Button>
        </View>
        <Text className='gold-result__link gold-result__back' onClick={onBack}>
          {t('result.back')}
        </Text>
      </Card>
    )
  }

  const closed = result === 'closed'
  return (
    <Card result={result} icon={<Failure size={52} />} title={closed ? t('result.closedTitle') : t('result.missingTitle')}>
      {pack}
      <Text className='gold-result__hint'>{closed ? t('result.closedHint') : t('result.missingHint')}</Text>
      <View className='gold-result__actions'>
        {closed ? (
          <Button className='gold-result__main gold-result__again' type='primary' block onClick={() => onAgain(data!.pack_id)}>
            {t('result.again')}
          </Button>
        ) : (
          back
        )}
        {secondary}
      </View>
    </Card>
  )
}
