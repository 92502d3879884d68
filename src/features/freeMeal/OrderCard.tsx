import { Text, View } from '@tarojs/components'
import type { FreeMealOrder } from '@api-types/order'
import { useT } from '@/i18n'
import OrderCardHead from '@/components/OrderCardHead'
import { displayYuan } from '@/utils/money'
import { formatCountdown, shortTime } from '@/utils/time'
import { messages } from './orders.messages'
import { orderView } from './orderView'

export interface OrderCardProps {
  order: FreeMealOrder
  /** Epoch ms of the server's clock. */
  now: number
  onOpen: (order: FreeMealOrder) => void
  onUpload: (order: FreeMealOrder) => void
  onCancel: (order: FreeMealOrder) => void
  onRegrab: (order: FreeMealOrder) => void
}

// One free-meal order on the order tab: the shop, the state chip, what was paid and what comes
// back, and what the user can do in this state.
export default function OrderCard({ order, now, onOpen, onUpload, onCancel, onRegrab }: OrderCardProps) {
  const t = useT(messages)
  const view = orderView(order, now)
  const act = (fn: (o: FreeMealOrder) => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    fn(order)
  }
  return (
    <View className='order-card' data-id={order.id} data-status={order.status} role='button' onClick={() => onOpen(order)}>
      <OrderCardHead shop={order.shop} chip={t(view.chip)} tone={view.tone} />
      <View className='order-card__body'>
        <View className='order-card__money'>
          <Text className='order-card__pay'>{t('order.pay', { amount: displayYuan(order.order_price) })}</Text>
          <Text className='order-card__rebate'>{t('order.rebate', { amount: displayYuan(order.rebate) })}</Text>
        </View>
        <Text className='order-card__time'>{t('order.grabbedAt', { time: shortTime(order.create_time) })}</Text>
        {view.countdownTo !== null ? (
          <Text className='order-card__countdown'>{t('order.countdown', { left: formatCountdown(view.countdownTo - now) })}</Text>
        ) : null}
      </View>
      <View className='order-card__foot'>
        {view.actions.includes('reason') ? (
          <Text className='order-card__reason'>{t('order.reason', { reason: order.reject_reason || '-' })}</Text>
        ) : null}
        {view.actions.includes('reviewing') ? <Text className='order-card__note'>{t('order.reviewing')}</Text> : null}
        {view.actions.includes('rebated') ? (
          <Text className='order-card__note order-card__note--green'>{t('order.rebated', { amount: displayYuan(order.rebate) })}</Text>
        ) : null}
        {view.actions.includes('cancel') ? (
          <View className='order-card__btn order-card__btn--ghost order-card__cancel' role='button' onClick={act(onCancel)}>
            {t('order.cancel')}
          </View>
        ) : null}
        {view.actions.includes('upload') ? (
          <View className='order-card__btn order-card__upload' role='button' onClick={act(onUpload)}>
            {t('order.upload')}
          </View>
        ) : null}
        {view.actions.includes('regrab') ? (
          <View className='order-card__btn order-card__btn--ghost order-card__regrab' role='button' onClick={act(onRegrab)}>
            {t('order.regrab')}
          </View>
        ) : null}
      </View>
    </View>
  )
}
