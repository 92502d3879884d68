import crypto from 'node:crypto'

// What the real payment providers share (docs/server.md "Vouchers and payments"): the error of a
// failed provider call, SHA256withRSA, and reading headers as the notify route got them.

/**
 * A payment could not be started at the provider: no answer, an error answer, or an answer whose
 * signature does not check out. The caller answers a refusal and leaves the order payable again.
 */
export class PaymentStartError extends Error {
  constructor(readonly provider: string, message: string, options?: { cause?: unknown }) {
    super(`${provider}: ${message}`, options)
    this.name = 'PaymentStartError'
  }
}

/** How long a provider call may take. */
export const PAYMENT_CALL_TIMEOUT_MS = 10_000

/** SHA256withRSA (PKCS#1 v1.5) of the UTF-8 text, base64: what both WeChat Pay v3 and Alipay RSA2 sign with. */
export function rsaSha256Sign(privateKey: crypto.KeyObject, text: string): string {
  return crypto.sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64')
}

/** Whether a base64 SHA256withRSA signature of the UTF-8 text checks out (anything malformed does not). */
export function rsaSha256Verify(publicKey: crypto.KeyObject, text: string, signature: string): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return crypto.verify('sha256', Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

/** One header's value (the first when repeated), or ''. */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const lower = name.toLowerCase()
  const key = Object.keys(headers).find((k) => k.toLowerCase() === lower)
  const value = key === undefined ? undefined : headers[key]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** The text cut to at most `bytes` UTF-8 bytes without splitting a character (the providers limit subjects in bytes). */
export function cutUtf8(text: string, bytes: number): string {
  let out = ''
  let used = 0
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8')
    if (used + size > bytes) break
    out += ch
    used += size
  }
  return out
}

/** A random string of letters and digits (nonces). */
export function nonceStr(length = 32): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[crypto.randomInt(0, alphabet.length)]
  return out
}
