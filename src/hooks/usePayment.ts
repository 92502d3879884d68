import { useRef, useState } from 'react'
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
 * "Payments"), the same way wherever gold or a membership is bought:
 * - `once(action)`: one action at a time (the button shows `busy`; a second tap while one runs does
 *   nothing, even within the same frame, before `busy` has rendered);
 * - `pay(payment)`: pays through @/lib/payment and toasts what stopped it (`texts`). It resolves
 *   true when paid in WeChat Pay's sheet (the page then reads the order again: only the provider's
 *   notification to the server makes it paid); leaving for the provider's page resolves false, and
 *   that page comes back with ?order_no= (`returnedOrderNo`).
 */
export function usePayment(texts: PaymentTexts) {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)

  const once = async (action: () => Promise<void>): Promise<void> => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await action()
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  const pay = async (payment: StartedPayment): Promise<boolean> => {
    const outcome = await startPayment(payment)
    if (outcome === 'unavailable') toast(texts.unavailable, TOAST_DEFAULT)
    else if (outcome === 'cancelled' || outcome === 'failed') toast(texts.notDone, TOAST_DEFAULT)
    return outcome === 'paid'
  }

  return { busy, once, pay }
}
