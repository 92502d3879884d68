import crypto from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { smsCodes } from '../../db/schema'
import type { MessageKey } from '../../i18n'
import type { SmsProvider, SmsPurpose } from '../../providers/sms'
import { lockFor } from '../../db/locks'

// SMS codes (docs/rules.md "Accounts and login"): 6 random digits, valid 10 minutes, single use,
// bound to phone and purpose, at most 5 tries; only the latest code of a phone and purpose counts.
// Sending is limited per phone (1/minute, 5/hour, 10/day) and per IP (20/hour, 50/day), counted
// from the sms_codes rows under advisory locks, so the limits hold across server processes.

export const CODE_TTL_MINUTES = 10
export const CODE_MAX_TRIES = 5
export const LIMITS = {
  telPerMinute: 1,
  telPerHour: 5,
  telPerDay: 10,
  ipPerHour: 20,
  ipPerDay: 50,
} as const

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

export type SendOutcome = 'sent' | 'tooFrequent' | 'limit' | 'failed'

/** The message of each refused send. */
export const SEND_REFUSALS: Record<Exclude<SendOutcome, 'sent'>, MessageKey> = {
  tooFrequent: 'smsTooFrequent',
  limit: 'smsLimit',
  failed: 'smsFailed',
}

/** Where a provider's refusal is logged (the provider's error carries its code and message, never the SMS code). */
export interface SendLog {
  warn(obj: object, msg: string): void
}

/**
 * What a code is for: the SMS purposes, and payout_account (changing the cash-out account, docs/rules.md
 * "Wallet and cash-out"), which has no SMS template of its own yet and is sent with the
 * cash_password one (both guard the wallet's cash-out); its code is stored, checked and used up
 * under its own purpose.
 */
export type CodePurpose = SmsPurpose | 'payout_account'
const smsPurposeOf = (purpose: CodePurpose): SmsPurpose => (purpose === 'payout_account' ? 'cash_password' : purpose)

const codeHash = (tel: string, purpose: string, code: string) =>
  crypto.createHash('sha256').update(`${tel}:${purpose}:${code}`).digest('hex')

/** Sends a new code at `now` (app.clock), within the send limits counted back from `now`. */
export async function sendCode(
  db: Db, sms: SmsProvider, tel: string, purpose: CodePurpose, ip: string | null, now: Date, log?: SendLog,
): Promise<SendOutcome> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  const ipKey = ip ?? 'unknown'
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const result = await db.transaction(async (tx) => {
    await lockFor(tx, 'sms', 'tel', tel)
    await lockFor(tx, 'sms', 'ip', ipKey)
    const [byTel] = await tx.select({
      minute: sql<number>`(count(*) filter (where ${gt(smsCodes.createdAt, ago(MINUTE_MS))}))::int`,
      hour: sql<number>`(count(*) filter (where ${gt(smsCodes.createdAt, ago(HOUR_MS))}))::int`,
      day: sql<number>`count(*)::int`,
    }).from(smsCodes).where(and(eq(smsCodes.tel, tel), gt(smsCodes.createdAt, ago(DAY_MS))))
    if (byTel.minute >= LIMITS.telPerMinute) return 'tooFrequent' as const
    if (byTel.hour >= LIMITS.telPerHour || byTel.day >= LIMITS.telPerDay) return 'limit' as const
    const [byIp] = await tx.select({
      hour: sql<number>`(count(*) filter (where ${gt(smsCodes.createdAt, ago(HOUR_MS))}))::int`,
      day: sql<number>`count(*)::int`,
    }).from(smsCodes).where(and(eq(smsCodes.ip, ipKey), gt(smsCodes.createdAt, ago(DAY_MS))))
    if (byIp.hour >= LIMITS.ipPerHour || byIp.day >= LIMITS.ipPerDay) return 'limit' as const
    const [row] = await tx.insert(smsCodes).values({
      tel, purpose, ip: ipKey,
      codeHash: codeHash(tel, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS),
      createdAt: now,
    }).returning({ id: smsCodes.id })
    return row.id
  })
  if (typeof result !== 'number') return result
  try {
    await sms.send(tel, smsPurposeOf(purpose), code)
    return 'sent'
  } catch (err) {
    // operators need the reason (no balance, template not approved...) to fix the provider
    log?.warn({ err, purpose }, 'SMS send failed')
    await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, result))
    return 'failed'
  }
}

/**
 * Uses up the code if it is right and unexpired at `now`. Every check takes one of the code's 5
 * tries first (atomically), so parallel guesses cannot get more tries, and a right code is
 * accepted exactly once.
 */
export async function consumeCode(db: Db, tel: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  const latest = db.select({ id: smsCodes.id }).from(smsCodes)
    .where(and(eq(smsCodes.tel, tel), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id)).limit(1)
  const tries = await db.update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(inArray(smsCodes.id, latest), isNull(smsCodes.usedAt), lt(smsCodes.attempts, CODE_MAX_TRIES), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash })
  const row = tries[0]
  if (!row) return false
  const right = crypto.timingSafeEqual(Buffer.from(codeHash(tel, purpose, code), 'hex'), Buffer.from(row.codeHash, 'hex'))
  if (!right) return false
  const used = await db.update(smsCodes).set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id })
  return used.length === 1
}
