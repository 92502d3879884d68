import { Text, View } from '@tarojs/components'
import type { Bill } from '@api-types/pay'
import { useT } from '@/i18n'
import { displayYuan } from '@/utils/money'
import { formatCountdown, shortTime } from '@/utils/time'
import { billRowView } from './billView'
import { messages } from './bill.messages'

export interface BillCardProps {
  bill: Bill
  /** Epoch ms of the server's clock. */
  now: number
  /** Opens a voucher bill (the card, and 去支付: the way to pay is chosen there). */
  onOpen: (bill: Bill) => void
}

// One bill of 我的账单: what kind of purchase it is and its state, what was bought (and where), the
// amount and when it was ordered and, while unpaid, the time left to pay. A voucher bill opens its
// detail; the others show their state.
export default function BillCard({ bill, now, onOpen }: BillCardProps) {
  const t = useT(messages)
  const view = billRowView(bill, now)
  const open = view.opens ? () => onOpen(bill) : undefined
  return (
    <View className='order-card bill-card' data-id={bill.id} data-kind={bill.kind} data-status={bill.status} role={open ? 'button' : undefined} onClick={open}>
      <View className='order-card__head'>
        <Text className='order-card__shop'>{t(view.kind)}</Text>
        <Text className={`order-card__chip order-card__chip--${view.tone}`}>{t(view.chip)}</Text>
      </View>
      <View className='order-card__body'>
        <View className='bill-card__line'>
          <Text className='bill-card__item'>{bill.quantity > 1 ? t('bill.item', { title: bill.title, n: bill.quantity }) : bill.title}</Text>
          <Text className='bill-card__amount'>{t('bill.amount', { amount: displayYuan(bill.amount) })}</Text>
        </View>
        {bill.subtitle ? <Text className='bill-card__place'>{bill.subtitle}</Text> : null}
        <Text className='order-card__time'>{t('bill.createdAt', { time: shortTime(bill.create_time) })}</Text>
        {view.countdownTo !== null ? (
          <Text className='order-card__countdown bill-card__countdown'>{t('bill.countdown', { left: formatCountdown(view.countdownTo - now) })}</Text>
        ) : null}
      </View>
      {view.pay ? (
        <View className='order-card__foot'>
          <View className='order-card__btn bill-card__pay' role='button'>
            {t('bill.pay')}
          </View>
        </View>
      ) : null}
    </View>
  )
}
