import crypto from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import svgCaptcha from 'svg-captcha'
import type { Db } from '../db/driver'
import { captchas } from '../db/schema'

// Image codes (docs/rules.md "Accounts and login"): a real captcha image with a key; the answer is
// stored as sha256(lower-case text) with a 5-minute expiry and deleted by its first check.
// CAPTCHA_PROVIDER: 'dev' (default) also prints `[captcha] key=<key> text=<text>`; 'svg' does not.

export const CAPTCHA_TTL_MS = 5 * 60_000

export interface CaptchaImage {
  text: string
  /** The image as a data URL. */
  image: string
}

export interface CaptchaProvider {
  /** Draws a new captcha. */
  draw(): CaptchaImage
  /** Called with the stored key and the answer (the dev provider prints them). */
  issued(key: string, text: string): void
}

function drawSvg(): CaptchaImage {
  const c = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 2, width: 120, height: 40, fontSize: 44 })
  return { text: c.text, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` }
}

export function createCaptchaProvider(name: string): CaptchaProvider {
  switch (name) {
    case 'dev':
      return { draw: drawSvg, issued: (key, text) => { process.stdout.write(`[captcha] key=${key} text=${text}\n`) } }
    case 'svg':
      return { draw: drawSvg, issued: () => {} }
    default:
      throw new Error(`CAPTCHA_PROVIDER "${name}" is unknown (use dev or svg)`)
  }
}

const answerHash = (text: string) => crypto.createHash('sha256').update(text.trim().toLowerCase()).digest('hex')

/** A new captcha at `now` (app.clock): stored, then answered as {key, image}. Expired captchas are pruned here. */
export async function issueCaptcha(db: Db, provider: CaptchaProvider, now: Date): Promise<{ key: string; image: string }> {
  const { text, image } = provider.draw()
  const key = crypto.randomBytes(16).toString('base64url')
  await db.delete(captchas).where(lt(captchas.expiresAt, now))
  await db.insert(captchas).values({ key, answerHash: answerHash(text), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS), createdAt: now })
  provider.issued(key, text)
  return { key, image }
}

/** Checks an answer (case-insensitive) at `now`. The captcha is used up by the check, right or wrong. */
export async function checkCaptcha(db: Db, key: string, text: string, now: Date): Promise<boolean> {
  const rows = await db.delete(captchas).where(eq(captchas.key, key))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt })
  const row = rows[0]
  if (!row || row.expiresAt <= now) return false
  const given = Buffer.from(answerHash(text), 'hex')
  return crypto.timingSafeEqual(given, Buffer.from(row.answerHash, 'hex'))
}
