import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import type { MemberInfo, MemberRechargeInfo, PaymentOrder, PayType, PayTypeOption } from '@api-types/member'
import { info, recharge, rechargeInfo } from '@/api/member'
import { useQuery } from '@/data/useQuery'
import { useAction } from '@/hooks/useAction'
import { usePayment } from '@/hooks/usePayment'
import { useT } from '@/i18n'
import { readStored, removeStored, writeStored } from '@/lib/storage'
import { isLoggedInAtom } from '@/store/session'
import messages from './vip.messages'
import {
  PENDING_PURCHASE_KEY, isPendingPurchase, pickPayType, pickPlan, plansOf, purchaseArrived, stillPayable,
  type PendingPurchase,
} from './memberView'
import { reloadAccount } from '@/features/account'

/**
 * Where 开通会员 is: choosing a plan and a pay type; paid (the wallet at once, or a provider's payment
 * that has arrived); or a provider payment started and not seen arriving yet.
 */
export type Phase = { kind: 'choose' } | { kind: 'paid'; via: 'wallet' | 'provider' } | { kind: 'pending'; purchase: PendingPurchase }

const CHOOSE: Phase = { kind: 'choose' }

/**
 * A provider payment kept from before the payer left for the provider's page (on H5 the app reloads
 * when they come back): shown again when it is the order the return address names, or while it can
 * still be paid; anything else is forgotten.
 */
function restoredPhase(orderNo: string | null): Phase {
  const saved = readStored<unknown>(PENDING_PURCHASE_KEY, null)
  if (!isPendingPurchase(saved)) return CHOOSE
  if (orderNo ? saved.payment.order_no === orderNo : stillPayable(saved.payment, Date.now())) return { kind: 'pending', purchase: saved }
  removeStored(PENDING_PURCHASE_KEY)
  return CHOOSE
}

function payOptionsOf(value: unknown): PayTypeOption[] {
  return Array.isArray(value) ? value.filter((o): o is PayTypeOption => !!o && typeof o === 'object' && [1, 2, 3].includes(o.pay_type)) : []
}

/**
 * 开通会员 (docs/rules.md "Membership", "Payments"): the plans, pay types and wallet balance of
 * member/rechargeInfo; the plan preselected from the page's query, the pay type the user's pick
 * while it can pay (enabled; the wallet only when the balance covers the price).
 *
 * `submit` asks member/recharge for a payment order once at a time (a second tap while it runs does
 * nothing). The wallet pays at once: the page says 开通成功 with the new expiry (member/info). A
 * provider's payment is paid through @/hooks/usePayment (WeChat Pay's sheet, or the provider's page) and
 * kept in storage; the page then re-reads member/info each time it shows and says 支付成功 once the
 * membership runs longer than before, else 待支付 with 重新支付 while the payment can still be paid.
 * Refusals (钱包余额不足, ...) are the request client's toasts; the balance is read again after one.
 */
export function useVipPurchase(wantedPlan: number | null, returnedOrderNo: string | null) {
  const t = useT(messages)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [phase, setPhase] = useState<Phase>(() => restoredPhase(returnedOrderNo))
  const offer = useQuery<MemberRechargeInfo | null>('rechargeInfo', () => rechargeInfo({ silent: true }).then((res) => res.result ?? null), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  // after a purchase: the membership as the server has it now, again whenever the payer comes back
  const member = useQuery<MemberInfo | null>('memberInfo', () => info({ silent: true }).then((res) => res.result ?? null), {
    enabled: phase.kind !== 'choose',
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  const [pickedPlan, setPickedPlan] = useState<number | null>(wantedPlan)
  const [pickedPay, setPickedPay] = useState<PayType | null>(null)
  const { busy, run } = useAction()
  const { pay: startPay } = usePayment({ unavailable: t('vip.payUnavailable'), notDone: t('vip.payNotDone') })

  const plans = plansOf(offer.data?.member_types)
  const plan = pickPlan(plans, pickedPlan)
  const payOptions = payOptionsOf(offer.data?.pay_types)
  const balance = offer.data?.balance ?? null
  const payType = pickPayType(payOptions, pickedPay, balance, plan?.price)

  const arrived = phase.kind === 'pending' && !!member.data && purchaseArrived(phase.purchase.before, member.data)
  const shown: Phase = arrived ? { kind: 'paid', via: 'provider' } : phase

  useEffect(() => {
    // paid: nothing is left to come back to, and the account (the me tab's badge, 有效期至) is read again
    if (shown.kind !== 'paid') return
    removeStored(PENDING_PURCHASE_KEY)
    reloadAccount()
  }, [shown.kind])

  const pay = async (payment: PaymentOrder): Promise<void> => {
    // paid in WeChat Pay's sheet: the membership as the server has it now (a read started before
    // the sheet closed is superseded), longer once WeChat Pay's notification reached the server
    if (await startPay(payment)) await member.reload()
  }

  const buy = (typeId: number, chosenPay: PayType, before: string | null) =>
    run(null, async () => {
      let payment: PaymentOrder
      try {
        payment = (await recharge({ pay_type: chosenPay, member_type_id: typeId })).result
      } catch {
        // refused (钱包余额不足, a pay type not offered here): toasted; the balance and the offer again
        await offer.refresh().catch(() => undefined)
        return
      }
      if (payment.paid) {
        setPhase({ kind: 'paid', via: 'wallet' })
        offer.refresh().catch(() => undefined)
        return
      }
      const purchase: PendingPurchase = { payment, member_type_id: typeId, before }
      writeStored(PENDING_PURCHASE_KEY, purchase)
      setPhase({ kind: 'pending', purchase })
      await pay(payment)
    })

  const submit = () => (plan && payType && offer.data ? buy(plan.id, payType, offer.data.expire_time ?? null) : Promise.resolve())

  /** 重新支付: the same payment while it can be paid (no second order), else a new one for the same plan. */
  const repay = () => {
    if (phase.kind !== 'pending') return Promise.resolve()
    const { payment, member_type_id: typeId, before } = phase.purchase
    if (stillPayable(payment, Date.now())) return run(null, () => pay(payment))
    return buy(typeId, payment.pay_type, before)
  }

  /** Back to choosing (the payment left unpaid closes by itself). */
  const chooseAgain = () => {
    removeStored(PENDING_PURCHASE_KEY)
    setPhase(CHOOSE)
    offer.refresh().catch(() => undefined)
  }

  return {
    loggedIn,
    offer,
    member,
    phase: shown,
    plans,
    plan,
    pickPlan: setPickedPlan,
    payOptions,
    balance,
    payType,
    pickPay: setPickedPay,
    busy,
    submit,
    repay,
    chooseAgain,
    checkAgain: () => member.refresh().catch(() => undefined),
  }
}
