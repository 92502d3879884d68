import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/driver'
import { discountConfigs } from '../db/schema'

// Takeaway-platform coupon links (CPS: the platform pays a commission on orders placed through a
// link that carries our attribution). 'database' (default) serves the links operators keep in
// discount_configs.link, tagged with the user; 'meituan' asks the Meituan union API for the
// user's referral link of an activity. Both answer the same interface.

export interface CpsOffer {
  couponType: number
  /** discount_configs.link: a URL or server path (database), the platform's activity id (meituan). */
  link: string
}

export interface CpsContext {
  userId: number
  /** This server's origin: links that are paths resolve against it. */
  serverOrigin: string
}

export class CpsError extends Error {
  constructor(readonly provider: string, message: string, options?: { cause?: unknown }) {
    super(`${provider}: ${message}`, options)
  }
}

export interface CpsProvider {
  readonly name: string
  /** The offer's platform link for this user. Throws CpsError when the platform cannot give one. */
  offerLink(offer: CpsOffer, ctx: CpsContext): Promise<string>
  /** A platform link turned into the link the app opens for this user (relax); null when it is not a platform link. */
  convert(url: string, ctx: CpsContext): Promise<string | null>
}

/** The attribution parameter: which of our users brought the order. */
export const CPS_SID_PARAM = 'sid'
export const cpsSid = (userId: number) => `u${userId}`
export const CPS_TIMEOUT_MS = 5000

/** An http(s) URL, else null. */
function parseHttpUrl(text: string, base?: string): URL | null {
  try {
    const url = new URL(text, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** Links from the database, tagged with the user's sid. Converts only links to the hosts of those links. */
export class DatabaseCpsProvider implements CpsProvider {
  readonly name = 'database'

  constructor(private readonly db: Db) {}

  private tag(url: URL, ctx: CpsContext): string {
    url.searchParams.set(CPS_SID_PARAM, cpsSid(ctx.userId))
    return url.toString()
  }

  async offerLink(offer: CpsOffer, ctx: CpsContext): Promise<string> {
    const url = parseHttpUrl(offer.link, ctx.serverOrigin)
    if (!url) throw new CpsError(this.name, `coupon_type ${offer.couponType} has no usable link: ${offer.link}`)
    return this.tag(url, ctx)
  }

  async convert(text: string, ctx: CpsContext): Promise<string | null> {
    const url = parseHttpUrl(text)
    if (!url) return null
    const links = await this.db.select({ link: discountConfigs.link }).from(discountConfigs).where(eq(discountConfigs.enabled, true))
    const hosts = new Set(links.map((l) => parseHttpUrl(l.link, ctx.serverOrigin)?.host).filter(Boolean))
    return hosts.has(url.host) ? this.tag(url, ctx) : null
  }
}

/** How the Meituan union signs a request (S-Ca headers, HmacSHA256 over method, body MD5, the two headers and the path). */
export function meituanSignature(input: { path: string; contentMd5: string; appKey: string; timestamp: string; secret: string }): string {
  const stringToSign = ['POST', input.contentMd5, `S-Ca-App:${input.appKey}`, `S-Ca-Timestamp:${input.timestamp}`, input.path].join('\n')
  return crypto.createHmac('sha256', input.secret).update(stringToSign, 'utf8').digest('base64')
}

const MEITUAN_REFERRAL_PATH = '/cps_open/common/api/v1/get_referral_link'
/** linkType 1: an H5 link, which opens in a browser and in the mini-program's web view. */
const MEITUAN_LINK_H5 = 1

/** The Meituan union (media.meituan.com): get_referral_link for an activity id and the user's sid. */
export class MeituanCpsProvider implements CpsProvider {
  readonly name = 'meituan'

  constructor(private readonly config: Config['providers']['cps'], private readonly timeoutMs = CPS_TIMEOUT_MS) {}

  async offerLink(offer: CpsOffer, ctx: CpsContext): Promise<string> {
    return this.referralLink(offer.link, ctx)
  }

  /** Meituan activity links carry their activity id (actId); those are converted, others are not platform links. */
  async convert(text: string, ctx: CpsContext): Promise<string | null> {
    const url = parseHttpUrl(text)
    const actId = url && /(^|\.)meituan\.com$/.test(url.hostname) ? url.searchParams.get('actId') : null
    return actId ? this.referralLink(actId, ctx) : null
  }

  private async referralLink(actId: string, ctx: CpsContext): Promise<string> {
    const body = JSON.stringify({ actId, sid: cpsSid(ctx.userId), linkType: MEITUAN_LINK_H5 })
    const contentMd5 = crypto.createHash('md5').update(body, 'utf8').digest('base64')
    const timestamp = String(Date.now())
    const { appKey, appSecret: secret } = this.config
    const headers = {
      'Content-Type': 'application/json;charset=utf-8',
      'Content-MD5': contentMd5,
      'S-Ca-App': appKey,
      'S-Ca-Timestamp': timestamp,
      'S-Ca-Signature-Method': 'HmacSHA256',
      'S-Ca-Signature-Headers': 'S-Ca-App,S-Ca-Timestamp',
      'S-Ca-Signature': meituanSignature({ path: MEITUAN_REFERRAL_PATH, contentMd5, appKey, timestamp, secret }),
    }
    let answer: { code?: unknown; msg?: unknown; data?: unknown }
    try {
      const res = await fetch(`${this.config.apiBase.replace(/\/+$/, '')}${MEITUAN_REFERRAL_PATH}`, {
        method: 'POST', headers, body, signal: AbortSignal.timeout(this.timeoutMs),
      })
      answer = await res.json() as typeof answer
    } catch (err) {
      throw new CpsError(this.name, err instanceof Error ? err.message : String(err), { cause: err })
    }
    const link = typeof answer.data === 'string' ? parseHttpUrl(answer.data) : null
    if (answer.code !== 0 || !link) throw new CpsError(this.name, `get_referral_link answered code ${String(answer.code)}: ${String(answer.msg ?? '')}`)
    return link.toString()
  }
}

export function createCpsProvider(config: Config['providers']['cps'], db: Db): CpsProvider {
  switch (config.provider) {
    case 'database':
      return new DatabaseCpsProvider(db)
    case 'meituan':
      if (!config.appKey || !config.appSecret) throw new Error('CPS_PROVIDER=meituan needs the union app key and secret: set CPS_MEITUAN_APP_KEY and CPS_MEITUAN_APP_SECRET')
      if (!parseHttpUrl(config.apiBase)) throw new Error(`CPS_MEITUAN_API_BASE must be an http(s) URL, got "${config.apiBase}"`)
      return new MeituanCpsProvider(config)
    default:
      throw new Error(`CPS_PROVIDER "${config.provider}" is unknown (use database or meituan)`)
  }
}
