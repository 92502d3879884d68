import { Text, View } from '@tarojs/components'
import { Button, InputNumber, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { Voucher } from '@api-types/businessOrder'
import type { PayType } from '@api-types/member'
import { create } from '@/api/businessOrder'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useT } from '@/i18n'
import { redirectTo } from '@/lib/navigation'
import { startPayment } from '@/lib/payment'
import { toast } from '@/lib/toast'
import RuleList from '@/components/RuleList'
import { displayYuan } from '@/utils/money'
import { messages } from './pay.messages'
import PayTypeList from './PayTypeList'
import { WALLET, clampQuantity, maxQuantity, orderTotal } from './payment'
import './voucherBuy.scss'
import { pageUrl } from '@/routes'

export interface VoucherBuySheetProps {
  /** The voucher being bought; null: the sheet is closed. */
  voucher: Voucher | null
  onClose: () => void
}

// The sheet of a voucher's 购买: quantity within the limits and a way to pay, then the order is
// created. The wallet pays at once. WeChat Pay's own sheet (mini-program, WeChat's browser) opens
// over this page and the bill's detail loads after it; a provider's page is left for from the
// bill's detail, so coming back from paying lands there.
export default function VoucherBuySheet({ voucher, onClose }: VoucherBuySheetProps) {
  const t = useT(messages)
  const [quantity, setQuantity] = useState(1)
  const [payType, setPayType] = useState<PayType>(WALLET)
  const { busy, run } = useAction()
  const max = voucher ? maxQuantity(voucher) : 0

  // each opening starts from one voucher
  useEffect(() => {
    if (voucher) setQuantity(clampQuantity(1, maxQuantity(voucher)))
  }, [voucher])

  const buy = () =>
    run(null, async () => {
      if (!voucher || quantity < 1) return
      const { order, payment } = (await create({ voucher_id: voucher.id, quantity, pay_type: payType })).result
      if (payment.paid) toast(t('pay.paid'), TOAST_DEFAULT)
      const inSheet = !payment.paid && payment.pay_params ? await startPayment(payment) : null
      await redirectTo(pageUrl('billDetail', { id: order.id })).catch(() => undefined)
      const outcome = inSheet ?? (payment.paid ? null : await startPayment(payment))
      if (outcome === 'unavailable') toast(t('pay.unavailable'), TOAST_DEFAULT)
    })

  return (
    <Popup visible={voucher !== null} position='bottom' round closeable title={t('buy.title')} onClose={onClose} className='voucher-buy'>
      {voucher ? (
        <View className='voucher-buy__body'>
          <View className='voucher-buy__head'>
            <Text className='voucher-buy__title'>{voucher.title}</Text>
            <Text className='voucher-buy__price'>¥{displayYuan(voucher.price)}</Text>
          </View>
          <RuleList className='voucher-buy__rules' text={voucher.rules} />
          <View className='voucher-buy__row'>
            <View className='voucher-buy__label'>
              <Text>{t('buy.quantity')}</Text>
              <Text className='voucher-buy__limit'>{t('buy.limit', { n: max })}</Text>
            </View>
            <InputNumber
              className='voucher-buy__quantity'
              value={quantity}
              min={1}
              max={Math.max(1, max)}
              disabled={max < 1}
              onChange={(value) => setQuantity(clampQuantity(Number(value), max))}
            />
          </View>
          <Text className='voucher-buy__section'>{t('pay.way')}</Text>
          <PayTypeList value={payType} onChange={setPayType} />
          <View className='voucher-buy__foot'>
            <Text className='voucher-buy__total'>
              {t('buy.total')} <Text className='voucher-buy__total-amount'>¥{displayYuan(orderTotal(voucher.price, Math.max(1, quantity)))}</Text>
            </Text>
            <Button className='voucher-buy__confirm' type='primary' loading={busy} disabled={max < 1} onClick={buy}>
              {t('buy.confirm')}
            </Button>
          </View>
        </View>
      ) : null}
    </Popup>
  )
}
