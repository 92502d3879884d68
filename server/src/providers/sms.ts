import type { Db } from '../db/driver'
import { smsOutbox } from '../db/schema'

// SMS (product-rules "Accounts and login"). SMS_PROVIDER: 'dev' (default) prints one line
// `[sms] tel=<tel> purpose=<purpose> code=<code>` to stdout and keeps the message in sms_outbox.
// The real providers (Aliyun / Tencent Cloud SMS) are not written yet: choosing one fails at start.

export type SmsPurpose = 'login' | 'reset_password' | 'change_tel' | 'bind_tel' | 'password' | 'cash_password' | 'cancel'

export interface SmsProvider {
  send(tel: string, purpose: SmsPurpose, code: string): Promise<void>
}

export class DevSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(tel: string, purpose: SmsPurpose, code: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ tel, purpose, code })
    process.stdout.write(`[sms] tel=${tel} purpose=${purpose} code=${code}\n`)
  }
}

export function createSmsProvider(name: string, db: Db): SmsProvider {
  switch (name) {
    case 'dev':
      return new DevSmsProvider(db)
    default:
      throw new Error(`SMS_PROVIDER "${name}" is not available yet (only dev; Aliyun / Tencent Cloud SMS are to come)`)
  }
}
