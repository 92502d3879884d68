import type { Clock } from '../clock'
import type { Db } from '../db/driver'
import { smsOutbox } from '../db/schema'
import { AliyunSmsProvider } from './smsAliyun'
import { SMS_PURPOSES, templateEnvKey, type SmsConfig, type SmsProvider, type SmsPurpose } from './smsCommon'
import { TencentSmsProvider } from './smsTencent'

export {
  postJson, SMS_PURPOSES, SMS_TIMEOUT_MS, SmsSendError, templateEnvKey, templateOf,
  type SmsConfig, type SmsProvider, type SmsPurpose,
} from './smsCommon'

// SMS (docs/rules.md "Accounts and login"). SMS_PROVIDER:
// - 'dev' (default) prints one line `[sms] tel=<tel> purpose=<purpose> code=<code>` to stdout and
//   keeps the message in sms_outbox;
// - 'aliyun': Aliyun Dysmsapi SendSms (smsAliyun.ts);
// - 'tencent': Tencent Cloud SMS SendSms (smsTencent.ts).
// The real providers never print or log the code; a refused or failed send throws SmsSendError,
// which sendCode turns into "短信发送失败" and a burnt code. What they share is in smsCommon.ts.

export class DevSmsProvider implements SmsProvider {
  /** clock: app.clock, the time of the outbox rows (which pruning ages by it). */
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async send(tel: string, purpose: SmsPurpose, code: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ tel, purpose, code, createdAt: this.clock.now() })
    process.stdout.write(`[sms] tel=${tel} purpose=${purpose} code=${code}\n`)
  }
}

/**
 * A real provider needs its credentials: a missing one fails at start-up, naming the variables.
 * Every purpose needs a template (SMS_TEMPLATE_CODE, or its own SMS_TEMPLATE_<PURPOSE>).
 */
function requireSettings(name: string, config: SmsConfig, required: Array<[string, string]>): void {
  const missing = required.filter(([, value]) => !value).map(([key]) => key)
  if (!config.templateCode) {
    const untemplated = SMS_PURPOSES.filter((p) => !config.templates[p])
    if (untemplated.length) missing.push(`SMS_TEMPLATE_CODE (or ${untemplated.map(templateEnvKey).join(', ')})`)
  }
  if (missing.length) throw new Error(`SMS_PROVIDER=${name} needs ${missing.join(', ')}: set them in the environment (see .env.example)`)
  if (config.endpoint && !/^https?:\/\/[^/]/.test(config.endpoint)) {
    throw new Error(`SMS_ENDPOINT must be an http(s) URL, got "${config.endpoint}"`)
  }
}

export function createSmsProvider(name: string, db: Db, config: SmsConfig, clock: Clock): SmsProvider {
  switch (name) {
    case 'dev':
      return new DevSmsProvider(db, clock)
    case 'aliyun':
      requireSettings(name, config, [
        ['SMS_ACCESS_KEY_ID', config.accessKeyId], ['SMS_ACCESS_KEY_SECRET', config.accessKeySecret], ['SMS_SIGN_NAME', config.signName],
      ])
      return new AliyunSmsProvider(config)
    case 'tencent':
      requireSettings(name, config, [
        ['SMS_ACCESS_KEY_ID', config.accessKeyId], ['SMS_ACCESS_KEY_SECRET', config.accessKeySecret], ['SMS_SIGN_NAME', config.signName],
        ['SMS_SDK_APP_ID', config.sdkAppId],
      ])
      return new TencentSmsProvider(config)
    default:
      throw new Error(`SMS_PROVIDER must be dev, aliyun or tencent, got "${name}"`)
  }
}
