import Taro from '@tarojs/taro'
import type { PayClient, PayOutcome, StartedPayment } from './payment'

// The mini-program's way to pay (payment.ts is the H5 twin and says more): WeChat Pay's
// parameters go to Taro.requestPayment; a web pay page (Alipay, the sandbox) cannot be opened
// here, so anything else is 'unavailable'.

export function payClient(): PayClient {
  return 'weapp'
}

export async function startPayment(payment: StartedPayment): Promise<PayOutcome> {
  const p = payment.pay_params
  if (!p) return 'unavailable'
  try {
    await Taro.requestPayment({ timeStamp: p.timeStamp, nonceStr: p.nonceStr, package: p.package, signType: 'RSA', paySign: p.paySign })
    return 'paid'
  } catch (err) {
    return /cancel/i.test((err as { errMsg?: string } | undefined)?.errMsg ?? '') ? 'cancelled' : 'failed'
  }
}
