import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { BusinessOrder } from '@api-types/businessOrder'
import type { PayType } from '@api-types/member'
import { cancel, detail, pay } from '@/api/businessOrder'
import Page from '@/components/Page'
import RuleList from '@/components/RuleList'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useQuery } from '@/data/useQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { confirm } from '@/lib/dialog'
import { navigateTo } from '@/lib/navigation'
import { startPayment } from '@/lib/payment'
import { ApiError } from '@/lib/request'
import { toast } from '@/lib/toast'
import DetailStates from '@/components/DetailStates'
import { displayYuan } from '@/utils/money'
import { formatCountdown } from '@/utils/time'
import { billIdOf, billView, dateOf, formatRedeemCode } from './billView'
import { messages } from './bill.messages'
import { messages as payMessages } from './pay.messages'
import PayTypeList from './PayTypeList'
import { WALLET, payTypeLabel } from './payment'
import './bill.scss'
import Picture from '@/components/Picture'
import { pageUrl } from '@/routes'

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <View className={`bill-detail__row${className ? ` ${className}` : ''}`}>
      <Text className='bill-detail__row-label'>{label}</Text>
      <Text className='bill-detail__row-value'>{value}</Text>
    </View>
  )
}

// 账单详情 (order_detail?id=): a paid bill's redeem codes (one per voucher) and validity; an unpaid one's countdown,
// paying (the wallet on its own page, other ways through @/lib/payment: WeChat Pay's sheet or the
// provider's page) and cancelling; a cancelled one read-only; the voucher's 使用规则 on each.
// Reloads whenever shown: coming back from paying shows it paid.
export default function BillDetailScreen() {
  const t = useT(messages)
  const tPay = useT(payMessages)
  const id = billIdOf(useRouter().params.id)
  const remote = useQuery<BusinessOrder>(String(id), async () => {
    if (id === null) throw new ApiError(t('bill.badId'), 0, 'status')
    return (await detail({ id }, { silent: true })).result
    // back from paying, the bill shows paid
  }, { refreshOnShow: true })
  const order = remote.data
  const now = useServerNow(order?.server_time, order?.status === 'pending')
  const [choosing, setChoosing] = useState(false)
  const [payType, setPayType] = useState<PayType>(WALLET)
  const { busy, run } = useAction()

  if (remote.state !== 'ready' || !order) {
    return <DetailStates page='bill-detail' card='bill-detail__card' failed={t('bill.detailFailed')} remote={remote} />
  }

  const view = billView(order, now)
  const payLabel = payTypeLabel(order.pay_type)

  const payNow = () =>
    run(null, async () => {
      if (payType === WALLET) {
        setChoosing(false)
        await navigateTo(pageUrl('walletPay', { id: order.id })).catch(() => undefined)
        return
      }
      const { order: updated, payment } = (await pay({ id: order.id, pay_type: payType })).result
      remote.setData(updated)
      setChoosing(false)
      if (payment.paid) {
        toast(tPay('pay.paid'), TOAST_DEFAULT)
        return
      }
      const outcome = await startPayment(payment)
      if (outcome === 'unavailable') toast(tPay('pay.unavailable'), TOAST_DEFAULT)
      // paid in WeChat Pay's sheet: the bill as the server has it now (paid once WeChat Pay's notification came)
      else if (outcome === 'paid') await remote.refresh().catch(() => undefined)
    })

  const cancelOrder = async () => {
    if (!(await confirm({ title: t('bill.cancelTitle'), content: t('bill.cancelContent') }))) return
    try {
      remote.setData((await cancel({ id: order.id })).result)
      toast(t('bill.cancelDone'), TOAST_DEFAULT)
    } catch {
      // the request client showed why; show the bill as the server has it now
      await remote.refresh().catch(() => undefined)
    }
  }

  let banner: JSX.Element
  if (order.status === 'paid') {
    // one code per voucher bought; they share the bill's validity, so one hint serves them all
    const codes = order.redeem_codes
    const several = codes.length > 1
    banner = (
      <View className={`bill-code${view.usable ? '' : ' bill-code--off'}`} data-status={order.status}>
        <Text className='bill-code__title'>{several ? t('bill.codesTitle', { n: codes.length }) : t('bill.codeTitle')}</Text>
        {codes.map((c) => (
          <View key={c.seq} className='bill-code__item' data-seq={c.seq}>
            {several ? <Text className='bill-code__no'>{t('bill.codeNo', { n: c.seq })}</Text> : null}
            <Text className='bill-code__code'>{formatRedeemCode(c.code)}</Text>
          </View>
        ))}
        {order.valid_until ? <Text className='bill-code__until'>{t('bill.validUntil', { date: dateOf(order.valid_until) })}</Text> : null}
        <Text className='bill-code__hint'>{view.usable ? t('bill.codeHint') : t('bill.codeExpired')}</Text>
      </View>
    )
  } else {
    let title = t('bill.cancelledTitle')
    let hint: string | null = t('bill.cancelledHint')
    if (view.countdownTo !== null) {
      title = t('bill.pendingTitle')
      hint = t('bill.countdown', { left: formatCountdown(view.countdownTo - now) })
    } else if (order.status === 'pending') {
      title = t('bill.timeoutTitle')
      hint = null
    }
    banner = (
      <View className={`bill-banner bill-banner--${view.tone}`} data-status={order.status}>
        <Text className='bill-banner__title'>{title}</Text>
        {hint ? <Text className='bill-banner__hint'>{hint}</Text> : null}
        {order.status === 'pending' ? <Text className='bill-banner__amount'>¥{displayYuan(order.amount)}</Text> : null}
      </View>
    )
  }

  return (
    <Page className={`bill-detail${view.actions.length ? ' bill-detail--with-bar' : ''}`}>
      {banner}

      <View className='bill-detail__card bill-detail__shop'>
        <Picture alt='' className='bill-detail__logo' src={order.shop.logo} mode='aspectFill' />
        <View className='bill-detail__shop-info'>
          <Text className='bill-detail__shop-name'>{order.shop.name}</Text>
          {order.shop.address ? <Text className='bill-detail__shop-address'>{order.shop.address}</Text> : null}
        </View>
        {order.shop.phone ? (
          <View
            role='button'
            className='bill-detail__call'
            onClick={() => Taro.makePhoneCall({ phoneNumber: order.shop.phone }).catch(() => undefined)}
          >
            {t('bill.call')}
          </View>
        ) : null}
      </View>

      <View className='bill-detail__card bill-detail__voucher'>
        <View className='bill-detail__voucher-head'>
          <Text className='bill-detail__voucher-title'>{order.voucher.title}</Text>
          <Text className='bill-detail__voucher-price'>¥{displayYuan(order.voucher.price)}</Text>
        </View>
        <Text className='bill-detail__voucher-face'>{t('bill.faceValue', { price: displayYuan(order.voucher.face_value) })}</Text>
        <Row label={t('bill.quantity')} value={`× ${order.quantity}`} />
        <Row
          className='bill-detail__row--amount'
          label={order.status === 'paid' ? t('bill.amountLabel') : t('bill.amountDue')}
          value={`¥${displayYuan(order.amount)}`}
        />
      </View>

      <RuleList className='bill-detail__card bill-detail__rules' titleClassName='bill-detail__card-title' title={t('bill.rules')} text={order.voucher.rules} />

      <View className='bill-detail__card bill-detail__info'>
        <Text className='bill-detail__card-title'>{t('bill.info')}</Text>
        <Row label={t('bill.orderNo')} value={order.order_no} />
        <Row label={t('bill.createTime')} value={order.create_time} />
        {order.status === 'paid' && payLabel ? <Row label={t('bill.payType')} value={tPay(payLabel)} /> : null}
        {order.pay_time ? <Row label={t('bill.payTime')} value={order.pay_time} /> : null}
        {order.valid_until ? <Row label={t('bill.validLabel')} value={order.valid_until} /> : null}
      </View>

      {view.actions.length ? (
        <View className='bill-detail__bar'>
          <View role='button' className='bill-detail__cancel' onClick={cancelOrder}>
            {t('bill.cancel')}
          </View>
          <Button className='bill-detail__pay' type='primary' onClick={() => setChoosing(true)}>
            {t('bill.pay')}
          </Button>
        </View>
      ) : null}

      <Popup visible={choosing} position='bottom' round closeable title={t('bill.choosePay')} onClose={() => setChoosing(false)} className='bill-pay'>
        <View className='bill-pay__body'>
          <PayTypeList value={payType} onChange={setPayType} />
          <Button className='bill-pay__confirm' type='primary' block loading={busy} onClick={payNow}>
            {t('bill.payConfirm')} ¥{displayYuan(order.amount)}
          </Button>
        </View>
      </Popup>
    </Page>
  )
}
