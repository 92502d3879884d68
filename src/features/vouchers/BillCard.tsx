import { Text, View } from '@tarojs/components'
import type { BusinessOrder } from '@api-types/businessOrder'
import { useT } from '@/i18n'
import OrderCardHead from '@/components/OrderCardHead'
import { displayYuan } from '@/utils/money'
import { formatCountdown, shortTime } from '@/utils/time'
import { billView } from './billView'
import { messages } from './bill.messages'

export interface BillCardProps {
  order: BusinessOrder
  /** Epoch ms of the server's clock. */
  now: number
  /** Opens the bill (the card, and 去支付: the way to pay is chosen there). */
  onOpen: (order: BusinessOrder) => void
}

// One voucher order in the bill list: the shop, what was bought, the amount, its state and, while
// unpaid, the time left to pay.
export default function BillCard({ order, now, onOpen }: BillCardProps) {
  const t = useT(messages)
  const view = billView(order, now)
  return (
    <View className='order-card bill-card' data-id={order.id} data-status={order.status} role='button' onClick={() => onOpen(order)}>
      <OrderCardHead shop={order.shop} chip={t(view.chip)} tone={view.tone} />
      <View className='order-card__body'>
        <View className='bill-card__line'>
          <Text className='bill-card__item'>{t('bill.item', { title: order.voucher.title, n: order.quantity })}</Text>
          <Text className='bill-card__amount'>{t('bill.amount', { amount: displayYuan(order.amount) })}</Text>
        </View>
        <Text className='order-card__time'>{t('bill.createdAt', { time: shortTime(order.create_time) })}</Text>
        {view.countdownTo !== null ? (
          <Text className='order-card__countdown bill-card__countdown'>{t('bill.countdown', { left: formatCountdown(view.countdownTo - now) })}</Text>
        ) : null}
      </View>
      {view.actions.includes('pay') ? (
        <View className='order-card__foot'>
          <View className='order-card__btn bill-card__pay' role='button'>
            {t('bill.pay')}
          </View>
        </View>
      ) : null}
    </View>
  )
}
