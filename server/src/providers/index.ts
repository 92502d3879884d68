import type { Config } from '../config'
import type { Db } from '../db/driver'
import { createCaptchaProvider, type CaptchaProvider } from './captcha'
import { createSmsProvider, type SmsProvider } from './sms'

export interface Providers {
  sms: SmsProvider
  captcha: CaptchaProvider
}

/** The providers chosen by config (env); unknown names fail at start-up. */
export function createProviders(config: Config, db: Db): Providers {
  return {
    sms: createSmsProvider(config.providers.sms.provider, db),
    captcha: createCaptchaProvider(config.providers.captcha.provider),
  }
}
