import Taro from '@tarojs/taro'
import { payClient, startPayment } from '@/lib/payment'
import * as weapp from '@/lib/payment.weapp'
import { clientHeaders } from '@/lib/request'

// How the app pays a provider payment (src/lib/payment.ts, and payment.weapp.ts for the
// mini-program): WeChat Pay's sheet through WeixinJSBridge in WeChat's browser, Taro.requestPayment
// in the mini-program, the provider's page otherwise; and the X-Client header that tells the server.

const PARAMS = { appId: 'wx1', timeStamp: '1773110000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'c2ln' }
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN'

const inWechat = () => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  delete (window as any).WeixinJSBridge
})

describe('payClient and the X-Client header', () => {
  it('is h5 in a browser, wechat_h5 in WeChat\'s browser, weapp in the mini-program', () => {
    expect(payClient()).toBe('h5')
    expect(clientHeaders()['X-Client']).toBe('h5')
    inWechat()
    expect(payClient()).toBe('wechat_h5')
    expect(clientHeaders()['X-Client']).toBe('wechat_h5')
    expect(weapp.payClient()).toBe('weapp')
  })
})

describe('startPayment on H5', () => {
  const realLocation = window.location
  let location: { href: string }
  beforeEach(() => {
    location = { href: 'http://localhost/#/pages/business_order/order_detail?id=9' }
    delete (window as any).location
    ;(window as any).location = location
  })
  afterEach(() => {
    ;(window as any).location = realLocation
  })

  it('leaves for the provider\'s page outside WeChat', async () => {
    expect(await startPayment({ pay_url: 'https://openapi.alipay.com/gateway.do?x=1', pay_params: null })).toBe('left')
    expect(location.href).toBe('https://openapi.alipay.com/gateway.do?x=1')
  })

  it('opens WeChat Pay\'s sheet in WeChat\'s browser and says how it ended', async () => {
    inWechat()
    const invoke = jest.fn()
    ;(window as any).WeixinJSBridge = { invoke }
    for (const [said, outcome] of [
      ['get_brand_wcpay_request:ok', 'paid'], ['get_brand_wcpay_request:cancel', 'cancelled'], ['get_brand_wcpay_request:fail', 'failed'],
    ]) {
      invoke.mockImplementationOnce((_api, _params, done) => done({ err_msg: said }))
      expect(await startPayment({ pay_url: null, pay_params: PARAMS })).toBe(outcome)
    }
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PARAMS, expect.any(Function))
    // never left the page
    expect(location.href).toBe('http://localhost/#/pages/business_order/order_detail?id=9')
  })

  it('waits for WeChat to inject its bridge, and gives up when it does not come', async () => {
    inWechat()
    const started = startPayment({ pay_url: null, pay_params: PARAMS })
    const invoke = jest.fn((_api, _params, done) => done({ err_msg: 'get_brand_wcpay_request:ok' }))
    ;(window as any).WeixinJSBridge = { invoke }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    expect(await started).toBe('paid')

    delete (window as any).WeixinJSBridge
    jest.useFakeTimers()
    const never = startPayment({ pay_url: null, pay_params: PARAMS })
    jest.advanceTimersByTime(3000)
    expect(await never).toBe('unavailable')
  })

  it('has nothing to do without a page or WeChat Pay\'s parameters outside WeChat', async () => {
    expect(await startPayment({ pay_url: null, pay_params: null })).toBe('unavailable')
    expect(await startPayment({ pay_url: null, pay_params: PARAMS })).toBe('unavailable')
    expect(location.href).toBe('http://localhost/#/pages/business_order/order_detail?id=9')
  })
})

describe('startPayment in the mini-program', () => {
  const realRequestPayment = (Taro as any).requestPayment
  afterEach(() => {
    ;(Taro as any).requestPayment = realRequestPayment
  })

  it('pays with Taro.requestPayment (signType RSA) and says how it ended', async () => {
    const requestPayment = jest.fn().mockResolvedValueOnce({ errMsg: 'requestPayment:ok' })
      .mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
      .mockRejectedValueOnce({ errMsg: 'requestPayment:fail (detail message)' })
    ;(Taro as any).requestPayment = requestPayment
    expect(await weapp.startPayment({ pay_url: null, pay_params: PARAMS })).toBe('paid')
    expect(requestPayment).toHaveBeenCalledWith({ timeStamp: PARAMS.timeStamp, nonceStr: PARAMS.nonceStr, package: PARAMS.package, signType: 'RSA', paySign: PARAMS.paySign })
    expect(await weapp.startPayment({ pay_url: null, pay_params: PARAMS })).toBe('cancelled')
    expect(await weapp.startPayment({ pay_url: null, pay_params: PARAMS })).toBe('failed')
  })

  it('cannot open a web pay page (Alipay, the sandbox)', async () => {
    const requestPayment = jest.fn()
    ;(Taro as any).requestPayment = requestPayment
    expect(await weapp.startPayment({ pay_url: 'https://openapi.alipay.com/gateway.do?x=1', pay_params: null })).toBe('unavailable')
    expect(requestPayment).not.toHaveBeenCalled()
  })
})
