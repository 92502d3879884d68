import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import type { BusinessOrder } from '@api-types/businessOrder'
import { detail, pay } from '@/api/businessOrder'
import { info } from '@/api/user'
import Page from '@/components/Page'
import { TOAST_DEFAULT } from '@/constants'
import { useAction } from '@/hooks/useAction'
import { useQuery } from '@/data/useQuery'
import { useServerNow } from '@/hooks/useServerNow'
import { useT } from '@/i18n'
import { ApiError } from '@/lib/request'
import { toast } from '@/lib/toast'
import DetailStates from '@/components/DetailStates'
import { displayYuan } from '@/utils/money'
import { formatCountdown } from '@/utils/time'
import { billIdOf, billView } from './billView'
import { messages } from './bill.messages'
import { messages as payMessages } from './pay.messages'
import { WALLET, backToOrderDetail, balanceCovers } from './payment'
import './bill.scss'

interface WalletPayment {
  order: BusinessOrder
  /** The wallet balance (/api/user/info amount). */
  balance: string
}

// 钱包支付 (order_alipay?id=): an unpaid bill's amount against the wallet balance, and 确认支付.
// A short balance disables paying and offers the other ways (back on the bill's detail).
export default function WalletPayScreen() {
  const t = useT(messages)
  const tPay = useT(payMessages)
  const id = billIdOf(useRouter().params.id)
  const remote = useQuery<WalletPayment>(String(id), async () => {
    if (id === null) throw new ApiError(t('bill.badId'), 0, 'status')
    const [bill, user] = await Promise.all([detail({ id }, { silent: true }), info({ silent: true })])
    return { order: bill.result, balance: user.result.amount }
  })
  const order = remote.data?.order
  const now = useServerNow(order?.server_time, order?.status === 'pending')
  const { busy, run } = useAction()

  if (remote.state !== 'ready' || !remote.data || !order) {
    return <DetailStates page='bill-wallet' card='bill-detail__card' head='40%' rows={3} failed={t('bill.detailFailed')} remote={remote} />
  }

  const { balance } = remote.data
  const view = billView(order, now)
  const payable = view.actions.includes('pay')
  const covered = balanceCovers(balance, order.amount)
  const back = () => backToOrderDetail(order.id).catch(() => undefined)

  const confirmPay = () =>
    run(null, async () => {
      try {
        await pay({ id: order.id, pay_type: WALLET })
      } catch (e) {
        // refused (the balance changed, the bill closed): the request client said why; show the new state
        await remote.refresh().catch(() => undefined)
        throw e
      }
      toast(tPay('pay.paid'), TOAST_DEFAULT)
      await back()
    })

  return (
    <Page className='bill-wallet'>
      <View className='bill-detail__card bill-wallet__sum'>
        <Text className='bill-wallet__label'>{t('wallet.amount')}</Text>
        <Text className='bill-wallet__amount'>
          <Text className='bill-wallet__yen'>¥</Text>
          {displayYuan(order.amount)}
        </Text>
        <Text className='bill-wallet__item'>
          {order.shop.name} · {t('bill.item', { title: order.voucher.title, n: order.quantity })}
        </Text>
        {view.countdownTo !== null ? (
          <Text className='bill-wallet__countdown'>{t('bill.countdown', { left: formatCountdown(view.countdownTo - now) })}</Text>
        ) : null}
      </View>

      <View className='bill-detail__card bill-wallet__source'>
        <View className='bill-wallet__icon' />
        <View className='bill-wallet__source-text'>
          <Text className='bill-wallet__source-name'>{tPay('pay.wallet')}</Text>
          <Text className={`bill-wallet__balance${covered ? '' : ' bill-wallet__balance--short'}`}>
            {t('wallet.balance', { amount: displayYuan(balance) })}
          </Text>
        </View>
        {payable && !covered ? <Text className='bill-wallet__short-tag'>{t('wallet.short')}</Text> : null}
      </View>

      {payable ? (
        <View className='bill-wallet__actions'>
          {covered ? null : <Text className='bill-wallet__hint'>{t('wallet.shortHint')}</Text>}
          <Button className='bill-wallet__confirm' type='primary' block disabled={!covered} loading={busy} onClick={confirmPay}>
            {covered ? t('wallet.confirm') : t('wallet.short')}
          </Button>
          {covered ? null : (
            <View role='link' className='bill-wallet__other' onClick={back}>
              {t('wallet.other')} ›
            </View>
          )}
        </View>
      ) : (
        <View className='bill-wallet__actions'>
          <Text className='bill-wallet__hint'>{t('wallet.notPending')}</Text>
          <Button className='bill-wallet__confirm' type='primary' block onClick={back}>
            {t('wallet.viewBill')}
          </Button>
        </View>
      )}
    </Page>
  )
}
