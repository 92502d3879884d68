import { TOAST_DEFAULT } from '@/constants'
import { startPayment, type StartedPayment } from '@/lib/payment'
import { toast } from '@/lib/toast'

/** The order number of a return address (letters and digits), or null. */
export function returnedOrderNo(value: unknown): string | null {
  const text = typeof value === 'string' ? decodeURIComponent(value).trim() : ''
  return /^[A-Za-z0-9]{1,32}$/.test(text) ? text : null
}

/** What a page says when paying did not go through: no way to pay here; cancelled or failed in WeChat Pay's sheet. */
export interface PaymentTexts {
  unavailable: string
  notDone: string
}

/**
 * Paying a payment the server started, on a page that then shows how it went (docs/rules.md
 * "Payments"), the same way wherever gold or a membership is bought; the taps that start one are
 * useAction runs. `pay(payment)` pays through @/lib/payment and toasts what stopped it (`texts`).
 * It resolves true when paid in WeChat Pay's sheet (the page then reads the order again: only the
 * provider's notification to the server makes it paid); leaving for the provider's page resolves
 * false, and that page comes back with ?order_no= (`returnedOrderNo`).
 */
export function usePayment(texts: PaymentTexts) {
  const pay = async (payment: StartedPayment): Promise<boolean> => {
    const outcome = await startPayment(payment)
    if (outcome === 'unavailable') toast(texts.unavailable, TOAST_DEFAULT)
    else if (outcome === 'cancelled' || outcome === 'failed') toast(texts.notDone, TOAST_DEFAULT)
    return outcome === 'paid'
  }

  return { pay }
}
