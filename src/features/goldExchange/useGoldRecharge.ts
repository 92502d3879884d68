import { useState } from 'react'
import type { GoldPackOrder, GoldRechargePack } from '@api-types/discount'
import type { PaymentOrder, PayType } from '@api-types/member'
import { goldRechargeList, goldRechargeOrders, recharge } from '@/api/discount'
import { pageRowsOf } from '@/data/usePagedQuery'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { usePayment } from '@/hooks/usePayment'
import { useT } from '@/i18n'
import messages from './goldExchange.messages'
import { isOrderRow, packsOf, pickPayType } from './goldExchangeView'

const ignore = () => undefined

/**
 * 充值金币 (docs/rules.md "Payments"): the gold packs (discount/goldRechargeList), the sheet that
 * picks a pack and a way to pay, and the order the page then shows the result of.
 *
 * `submit` asks discount/recharge for a payment once at a time (a second tap while it runs does
 * nothing). The wallet pays at once; WeChat Pay and Alipay go through @/hooks/usePayment (WeChat
 * Pay's sheet, or the provider's page, which comes back to this page with ?order_no=). Either way the
 * page then shows that order (discount/goldRechargeOrders with its order_no, again whenever the
 * page shows): paid (the gold arrived), pending (with 刷新结果 and 继续支付, which asks for a new
 * payment of the same pack: the server takes the pending order up again), or closed. Refusals
 * (钱包余额不足, a pay type not offered here) are the request client's toasts; `onRefused` then
 * reads the wallet balance again.
 */
export function useGoldRecharge(returnedOrderNo: string | null, balance: string | null, onRefused: () => unknown) {
  const t = useT(messages)
  const [open, setOpen] = useState(false)
  const packs = useQuery<GoldRechargePack[]>('goldPacks', () => goldRechargeList({ silent: true }).then((res) => packsOf(res.result)), {
    whenLoggedIn: true,
  })
  const [pickedPack, setPickedPack] = useState<number | null>(null)
  const [pickedPay, setPickedPay] = useState<PayType | null>(null)
  const [orderNo, setOrderNo] = useState<string | null>(returnedOrderNo)
  const order = useQuery<GoldPackOrder | null>(
    orderNo ?? '',
    () => goldRechargeOrders({ order_no: orderNo!, page: 1, limit: 1 }, { silent: true }).then((res) => pageRowsOf(res.result, isOrderRow).list[0] ?? null),
    { enabled: orderNo !== null, whenLoggedIn: true, refreshOnShow: true },
  )
  const { busy, run } = useAction()
  const { pay: startPay } = usePayment({ unavailable: t('pay.unavailable'), notDone: t('pay.notDone') })

  const list = packs.data ?? []
  const pack = list.find((p) => p.id === pickedPack) ?? list[0] ?? null
  const payType = pickPayType(pickedPay, balance, pack?.price)

  /** A payment order for the pack: null when refused (toasted by the request client). */
  const orderFor = (packId: number, chosenPay: PayType): Promise<PaymentOrder | null> =>
    recharge({ pay_type: chosenPay, gold_type: packId }).then(
      (res) => res.result,
      () => {
        onRefused()
        return null
      },
    )

  const pay = async (payment: PaymentOrder): Promise<void> => {
    if (payment.paid) {
      // the wallet paid it: the order reads paid
      await order.reload()
      return
    }
    // paid in WeChat Pay's sheet: the order as the server has it now, paid once the notification came
    if (await startPay(payment)) await order.refresh().catch(ignore)
  }

  const submit = () =>
    run(null, async () => {
      if (!pack) return
      const payment = await orderFor(pack.id, payType)
      if (!payment) return
      setOpen(false)
      // the page shows this order from now on (on H5 the provider's page brings it back as ?order_no=)
      if (payment.order_no !== orderNo) setOrderNo(payment.order_no)
      else await order.reload()
      if (!payment.paid) await pay(payment)
    })

  /** 继续支付: a new payment of the pending order's pack, the way it was being paid. */
  const repay = () =>
    run(null, async () => {
      const pending = order.data
      if (!pending) return
      const payment = await orderFor(pending.pack_id, pending.pay_type)
      if (!payment) return
      if (payment.order_no !== orderNo) setOrderNo(payment.order_no)
      await pay(payment)
    })

  return {
    open,
    show: (packId?: number) => {
      if (packId) setPickedPack(packId)
      setOpen(true)
      if (packs.state === 'error') packs.reload().catch(ignore)
    },
    hide: () => setOpen(false),
    packs,
    pack,
    pickPack: setPickedPack,
    payType,
    pickPay: setPickedPay,
    busy,
    submit,
    orderNo,
    order,
    repay,
    /** Back to the items (the order stays in 充值记录). */
    closeResult: () => setOrderNo(null),
    checkAgain: () => order.refresh().catch(ignore),
  }
}
