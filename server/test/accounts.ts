import { desc, eq } from 'drizzle-orm'
import type { ImageCodeResult } from '@api-types/login'
import type { Profile } from '@api-types/user'
import { smsOutbox } from '../src/db/schema'
import { call, type TestEnv } from './helpers'

// Helpers of the account tests: the dev providers' answers read back from stdout and sms_outbox.

/**
 * Runs fn while catching (and hiding) the dev providers' `[captcha] ...` and `[sms] ...` lines on
 * stdout. Anything else passes through: the test runner reports on this stdout too.
 */
export async function captureStdout<T>(fn: () => Promise<T>): Promise<{ value: T; out: string }> {
  const original = process.stdout.write
  let out = ''
  process.stdout.write = function (this: NodeJS.WriteStream, chunk: string | Uint8Array, ...rest: unknown[]) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    if (/^\[(captcha|sms)\] /.test(text)) {
      out += text
      return true
    }
    return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as typeof process.stdout.write
  try {
    return { value: await fn(), out }
  } finally {
    process.stdout.write = original
  }
}

/** A new captcha and its answer (from the dev provider's `[captcha] key=... text=...` line). */
export async function captcha(env: TestEnv): Promise<{ key: string; text: string; image: string }> {
  const { value, out } = await captureStdout(() => call<ImageCodeResult>(env.app, '/api/login/imageCode'))
  const m = /\[captcha\] key=(\S+) text=(\S+)/.exec(out)
  if (!m) throw new Error(`no [captcha] line in ${JSON.stringify(out)}`)
  if (m[1] !== value.body.result.key) throw new Error('captcha key mismatch')
  return { key: m[1], text: m[2], image: value.body.result.image }
}

/** The last code the dev SMS provider sent to a number. */
export async function lastSms(env: TestEnv, tel: string): Promise<{ code: string; purpose: string } | null> {
  const rows = await env.database.db.select().from(smsOutbox).where(eq(smsOutbox.tel, tel)).orderBy(desc(smsOutbox.id)).limit(1)
  return rows[0] ? { code: rows[0].code, purpose: rows[0].purpose } : null
}

/** Asks for a login code with a right picture code; returns the code sent. */
export async function sendLoginCode(env: TestEnv, tel: string, ip?: string): Promise<string> {
  const c = await captcha(env)
  const { value: r } = await captureStdout(() => call(env.app, '/api/login/getLoginCode', { tel, image_code: c.text, image_key: c.key }, { ip: ip ?? randomIp() }))
  if (r.body.status !== 1) throw new Error(`getLoginCode: ${r.body.msg}`)
  const sms = await lastSms(env, tel)
  if (!sms) throw new Error('no sms')
  return sms.code
}

/** A random client address (so the per-IP limits of one test do not spill into the next). */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`
}

let seq = 0
/** A phone number no other test (or test file) uses. */
export function freshTel(): string {
  seq++
  return `15${String(process.pid % 100000).padStart(5, '0')}${String(seq).padStart(4, '0')}`
}

export async function codeLoginNew(env: TestEnv, tel = freshTel()): Promise<Profile & { tel: string }> {
  const code = await sendLoginCode(env, tel)
  const r = await call<Profile>(env.app, '/api/login/codeLogin', { tel, code })
  if (r.body.status !== 1) throw new Error(`codeLogin: ${r.body.msg}`)
  return { ...r.body.result, tel }
}
