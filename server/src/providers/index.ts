import type { Clock } from '../clock'
import { uploadsDir, type Config } from '../config'
import type { Db } from '../db/driver'
import { createCaptchaProvider, type CaptchaProvider } from './captcha'
import { createSmsProvider, type SmsProvider } from './sms'
import { createStorageProvider, type StorageProvider } from './storage'
import { createPlacesProvider, type PlacesProvider } from './places'
import { createWechatProvider, type WechatProvider } from './wechat'
import { createPaymentProviders, type PaymentProviders } from './payment'
import { createCpsProvider, type CpsProvider } from './cps'
import { createPlatformProvider, type PlatformProvider } from './platform'
import { createPayoutProvider, type PayoutProvider } from './payout'

export interface Providers {
  sms: SmsProvider
  captcha: CaptchaProvider
  wechat: WechatProvider
  storage: StorageProvider
  places: PlacesProvider
  /** The payment provider of each pay type (none for PAYMENT_PROVIDER=none: only the wallet pays). */
  payment: PaymentProviders
  cps: CpsProvider
  /** The takeaway platform's shop links (the go-order page): the stand-in's in development. */
  platform: PlatformProvider
  /** Cash-out payouts (PAYOUT_PROVIDER): manual by default, or Alipay's transfer API. */
  payout: PayoutProvider
}

/**
 * The providers chosen by config (env); unknown names fail at start-up. clock: app.clock, for what
 * they keep in the database with a time. devWechatBase: where this server's own WeChat stand-in
 * answers (WECHAT_PROVIDER=dev), asked when a call is made.
 */
export function createProviders(config: Config, db: Db, clock: Clock, devWechatBase: () => string): Providers {
  const { sms, captcha, wechat } = config.providers
  const dev = [['SMS_PROVIDER', sms.provider], ['CAPTCHA_PROVIDER', captcha.provider], ['WECHAT_PROVIDER', wechat.provider]]
    .filter(([, name]) => name === 'dev').map(([key]) => key)
  if (config.providers.payment.names.includes('sandbox')) dev.push('PAYMENT_PROVIDER') // the sandbox marks orders paid without money
  // dev providers print login codes and let anyone log in as a demo WeChat user
  if (dev.length && !config.allowDevProviders) {
    throw new Error(`NODE_ENV=production with development providers (${dev.join(', ')}): choose real ones, or set ALLOW_DEV_PROVIDERS=true`)
  }
  return {
    sms: createSmsProvider(config.providers.sms.provider, db, config.providers.sms, clock),
    captcha: createCaptchaProvider(config.providers.captcha.provider),
    wechat: createWechatProvider(config.providers.wechat, db, clock, devWechatBase),
    storage: createStorageProvider(config.providers.storage, uploadsDir(config)),
    places: createPlacesProvider(config.providers.places, db),
    payment: createPaymentProviders(config.providers.payment, clock),
    cps: createCpsProvider(config.providers.cps, db),
    platform: createPlatformProvider(config),
    payout: createPayoutProvider(config.providers.payout, clock),
  }
}
