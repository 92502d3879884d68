import type { PaymentOrder } from '@api-types/member'
import { inWechatBrowser } from './platform'

// How the app pays a payment the server started (docs/server.md "Vouchers and payments"). This
// file is the H5 build's (and the tests'); the mini-program build uses payment.weapp.ts.
// - Inside WeChat's in-app browser (its user agent says MicroMessenger) WeChat Pay's parameters
//   (pay_params) go to WeixinJSBridge's getBrandWCPayRequest.
// - Otherwise the app leaves for the provider's page (pay_url: Alipay, WeChat Pay H5, the
//   development sandbox), which comes back to the bill.
// The server is told where the app runs (payClient, the X-Client header of every call, set in
// request.ts): WeChat Pay starts a different payment for each.

/** Where the app runs, as the server's X-Client header wants it. */
export type PayClient = 'h5' | 'wechat_h5' | 'weapp'

/**
 * What paying led to: leaving for the provider's page; paid, cancelled or failed in WeChat Pay's
 * own sheet (only the provider's notification to the server makes the bill paid); or no way to
 * pay here (the caller says so, the bill stays payable).
 */
export type PayOutcome = 'left' | 'paid' | 'cancelled' | 'failed' | 'unavailable'

export type StartedPayment = Pick<PaymentOrder, 'pay_url' | 'pay_params'>

/** wechat_h5 inside WeChat's in-app browser, else h5. */
export function payClient(): PayClient {
  return inWechatBrowser() ? 'wechat_h5' : 'h5'
}

interface WeixinJSBridge {
  invoke(api: string, params: Record<string, string>, done: (res: { err_msg?: string }) => void): void
}

/** How long to wait for WeChat to inject its bridge into a page that just loaded. */
const BRIDGE_WAIT_MS = 3000

/** WeChat's bridge, once the page has it; null outside WeChat or when it does not come. */
function weixinBridge(): Promise<WeixinJSBridge | null> {
  const w = window as unknown as { WeixinJSBridge?: WeixinJSBridge }
  if (w.WeixinJSBridge) return Promise.resolve(w.WeixinJSBridge)
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer)
      resolve(w.WeixinJSBridge ?? null)
    }
    const timer = setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', ready)
      resolve(null)
    }, BRIDGE_WAIT_MS)
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true })
  })
}

/** Pays the way the server's answer says (see the top of the file). */
export async function startPayment(payment: StartedPayment): Promise<PayOutcome> {
  const params = payment.pay_params
  if (params && payClient() === 'wechat_h5') {
    const bridge = await weixinBridge()
    if (!bridge) return 'unavailable'
    return new Promise((resolve) => {
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        const said = res?.err_msg ?? ''
        resolve(said === 'get_brand_wcpay_request:ok' ? 'paid' : said === 'get_brand_wcpay_request:cancel' ? 'cancelled' : 'failed')
      })
    })
  }
  if (payment.pay_url) {
    window.location.href = payment.pay_url
    return 'left'
  }
  return 'unavailable'
}
