import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Multipart, MultipartFields, MultipartFile } from '@fastify/multipart'
import { DEV_CPS_PREFIX } from './dev/cpsStandIn'
import { DEV_WECHAT_PREFIX } from './dev/wechatFake'
import { STATUS, fail, send } from './http'
import { fieldName, langOfRequest, translate, type MessageKey } from './i18n'
import { SANDBOX_PAY_PREFIX } from './providers/payment'

// What every request meets before its handler: the security headers of every answer (helmet's),
// the refusal of text PostgreSQL cannot store, and the refusal of malformed uploads. A client's
// mistake is answered in the envelope and logged at info, never as an unhandled error.

// ---- Text PostgreSQL cannot store ----

/** A UTF-16 surrogate that is not half of a pair (JSON.parse makes one of "\ud800"). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const wellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed

/**
 * Whether PostgreSQL can store the text: no NUL (text and jsonb refuse it) and no lone surrogate
 * (jsonb refuses its escape; a text column would silently get U+FFFD instead).
 */
export function isStorableText(text: string): boolean {
  if (text.includes('\u0000')) return false
  return wellFormed ? wellFormed.call(text) : !LONE_SURROGATE.test(text)
}

/** Where unstorable text was found: the path of the value, or of the object whose key it is. */
export interface UnstorablePlace {
  path: (string | number)[]
  inKey: boolean
}

/** A position in a walked value: its key or index under its parent (a chain, so no path is copied). */
interface Step { parent: Step | null; segment: string | number }

function pathOf(step: Step | null, prefix: (string | number)[]): (string | number)[] {
  const path: (string | number)[] = []
  for (let s = step; s; s = s.parent) path.push(s.segment)
  return [...prefix, ...path.reverse()]
}

/**
 * The first unstorable text in a value (strings, object keys, arrays, at any depth), or null.
 * Walked with an explicit stack, in time linear in the value's size: a 1 MB body can nest far
 * deeper than the call stack allows.
 */
export function findUnstorable(value: unknown, prefix: (string | number)[] = []): UnstorablePlace | null {
  const stack: { value: unknown; at: Step | null }[] = [{ value, at: null }]
  while (stack.length > 0) {
    const { value: v, at } = stack.pop()!
    if (typeof v === 'string') {
      if (!isStorableText(v)) return { path: pathOf(at, prefix), inKey: false }
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], at: { parent: at, segment: i } })
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const keys = Object.keys(v)
      for (const key of keys) if (!isStorableText(key)) return { path: pathOf(at, prefix), inKey: true }
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (v as Record<string, unknown>)[keys[i]], at: { parent: at, segment: keys[i] } })
    }
  }
  return null
}

/** Thrown while an upload's form is read (request.file(), parts(), files()): answered as a refusal. */
export class UnstorableTextError extends Error {
  readonly code = 'FST_EDGE_UNSTORABLE_TEXT'
  readonly statusCode = 400
  constructor(readonly place: UnstorablePlace) {
    super('the request contains text that cannot be stored')
  }
}

/** A key that names a field (a client's own keys, however long or odd, are not repeated back). */
const FIELD_LIKE = /^[A-Za-z_][A-Za-z0-9_-]{0,39}$/

/** The field the user knows: the innermost key that names a field (array positions skipped), else "the request". */
function placeName(request: FastifyRequest, place: UnstorablePlace): string {
  const lang = langOfRequest(request)
  const raw = place.path.filter((s): s is string => typeof s === 'string' && FIELD_LIKE.test(s)).pop()
  return raw ? fieldName(lang, raw) : translate(lang, 'body')
}

/**
 * Fields whose own rule already refuses control characters, with its own message: the user gets
 * the same message for NUL as for the other control characters.
 */
const FIELD_MESSAGES = new Map<string, MessageKey>([['nickname', 'nicknameInvalid']])

/** An API call's refusal is a business answer (HTTP 200, status 0); anything else's is a 400. */
function refuseUnstorable(request: FastifyRequest, reply: FastifyReply, where: string, place: UnstorablePlace): FastifyReply {
  const path = place.path.slice(-8).map((s) => String(s).slice(0, 40)).join('.')
  request.log.info({ where, path, inKey: place.inKey }, 'text that cannot be stored refused')
  const httpStatus = request.url.startsWith('/api/') ? 200 : 400
  const last = place.path[place.path.length - 1]
  const own = !place.inKey && typeof last === 'string' ? FIELD_MESSAGES.get(last) : undefined
  const refusal = own ? fail(request, own) : fail(request, 'unstorableText', STATUS.FAIL, { field: placeName(request, place) })
  return send(reply, httpStatus, refusal)
}

/** Form parts an upload's handler reads: each is checked as it is handed over. */
function unstorableInPart(part: Multipart): UnstorablePlace | null {
  if (!isStorableText(part.fieldname)) return { path: [], inKey: true }
  if (part.type === 'file') return typeof part.filename === 'string' ? findUnstorable(part.filename, [part.fieldname]) : null
  return findUnstorable(part.value, [part.fieldname])
}

function unstorableInFields(fields: MultipartFields | undefined): UnstorablePlace | null {
  for (const entry of Object.values(fields ?? {})) {
    for (const part of Array.isArray(entry) ? entry : entry ? [entry] : []) {
      const place = unstorableInPart(part)
      if (place) return place
    }
  }
  return null
}

function checkPart<P extends Multipart>(part: P): P {
  const place = unstorableInPart(part) ?? unstorableInFields(part.fields)
  if (place) {
    if (part.type === 'file') part.file.resume() // the rest of the body is not read
    throw new UnstorableTextError(place)
  }
  if (part.type === 'file') {
    // fields after the file are parsed while it is read: checked again before the handler sees them
    const file = part as MultipartFile
    const toBuffer = file.toBuffer
    file.toBuffer = async function () {
      const data = await toBuffer.call(this)
      const later = unstorableInFields(file.fields)
      if (later) throw new UnstorableTextError(later)
      return data
    }
  }
  return part
}

async function* checkedParts<P extends Multipart>(parts: AsyncIterableIterator<P>): AsyncGenerator<P, void, undefined> {
  for await (const part of parts) yield checkPart(part)
}

/** A multipart body is read by its handler, after the hooks: its readers check what they hand over. */
function guardMultipart(request: FastifyRequest): void {
  const { file, files, parts } = request
  request.parts = function (options) { return checkedParts(parts.call(this, options)) }
  request.files = function (options) { return checkedParts(files.call(this, options)) }
  request.file = async function (options) {
    const part = await file.call(this, options)
    return part ? checkPart(part) : part
  }
}

// ---- Malformed uploads ----

/**
 * What the multipart parser (busboy, @fastify/busboy) says of a body that is not a well-formed form:
 * no closing boundary, a boundary that does not match, no boundary, a broken part header.
 */
const MALFORMED_MULTIPART = [
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'Multipart: Boundary not found',
  'Boundary required',
  'The needle cannot have a length bigger than',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Malformed urlencoded form',
]

/**
 * The refusal of an error that is the client's doing and only the edge knows about (unstorable
 * text in an upload's form, a malformed multipart body), or null. app.ts's error handler asks first.
 */
export function edgeRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (error instanceof UnstorableTextError) return refuseUnstorable(request, reply, 'form', error.place)
  if (error.code === 'ECONNRESET' && request.raw.readableAborted) {
    // the client went away before its body was complete: nobody to answer, nothing wrong here
    request.log.info({ code: error.code }, 'request aborted by the client')
    return send(reply, 400, fail(request, 'badJson'))
  }
  if (!request.isMultipart?.()) return null
  const refuse = (httpStatus: number, key: 'tooLarge' | 'badUpload') => {
    request.log.info({ code: error.code, reason: error.message }, 'malformed upload refused')
    return send(reply, httpStatus, fail(request, key))
  }
  switch (error.code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return refuse(413, 'tooLarge')
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return refuse(400, 'badUpload')
  }
  const message = typeof error.message === 'string' ? error.message : ''
  if (!error.statusCode && MALFORMED_MULTIPART.some((m) => message.includes(m))) return refuse(400, 'badUpload')
  return null
}

// ---- Security headers ----

/** Files anyone may show (uploaded images, the seed's banners and shop images): embeddable from other origins. */
const PUBLIC_FILE_PREFIXES = ['/uploads/', '/banners/', '/shops/']

/**
 * The inline scripts of the built H5 page (Taro's root font-size setter), allowed by their hash.
 * Read once at start, as app.ts decides once whether to serve the build: a new build needs a restart.
 */
export function inlineScriptHashes(h5Dir: string): string[] {
  let html: string
  try {
    html = fs.readFileSync(path.join(h5Dir, 'index.html'), 'utf8')
  } catch {
    return []
  }
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2].trim() === '') continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The H5 app's policy: its own scripts (and its inline ones by hash) and styles (Taro and NutUI
 * set inline styles), images from here, data:/blob: (a picked photo before upload) and any https
 * host (shop images, avatars), https pages in the web-view frame, API calls to this origin (and
 * the blob: a picked photo is read from), no plugins, no framing by other sites. No
 * upgrade-insecure-requests: a development server on plain http (a phone on the LAN) would lose
 * its own scripts. Leaving for WeChat's OAuth page or a payment page is a navigation, which CSP
 * does not restrict. The storage bucket's origins (an upload is posted there; its files are shown,
 * also over plain http in development) are allowed by name.
 */
export function appDirectives(scriptHashes: string[], storageOrigins: readonly string[] = []): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'blob:', 'data:', ...storageOrigins],
    frameSrc: ["'self'", 'https:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  }
}

/**
 * The development stand-ins' pages (WeChat's authorize page, the payment sandbox, the coupon page):
 * inline styles, an inline focus handler, forms that post here and are redirected back to the app
 * wherever it runs (a browser checks those redirects against form-action).
 */
const DEV_PAGE_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  formAction: ["'self'", 'http:', 'https:'],
  frameAncestors: ["'self'"],
}

/** What a route changes in the app's helmet options (the names the app uses, none of helmet's aliases). */
interface RouteHelmet {
  crossOriginResourcePolicy?: { policy: 'same-origin' | 'same-site' | 'cross-origin' }
  contentSecurityPolicy?: { useDefaults: boolean; directives: Record<string, string[]> }
  xFrameOptions?: false
}

const CROSS_ORIGIN: RouteHelmet = { crossOriginResourcePolicy: { policy: 'cross-origin' } }
const DEV_PAGE: RouteHelmet = {
  ...CROSS_ORIGIN, // the stand-in's avatars are shown by the app like WeChat's
  contentSecurityPolicy: { useDefaults: false, directives: DEV_PAGE_DIRECTIVES },
}
/** The coupon stand-in plays an outside page that the app shows in its frame (from wherever the app runs). */
const DEV_FRAMED_PAGE: RouteHelmet = {
  ...DEV_PAGE,
  xFrameOptions: false,
  contentSecurityPolicy: { useDefaults: false, directives: { ...DEV_PAGE_DIRECTIVES, frameAncestors: ['*'] } },
}

function routeHelmet(url: string): RouteHelmet | null {
  if (url.startsWith(`${DEV_CPS_PREFIX}/`)) return DEV_FRAMED_PAGE
  if (url.startsWith(`${DEV_WECHAT_PREFIX}/`) || url.startsWith(`${SANDBOX_PAY_PREFIX}/`)) return DEV_PAGE
  if (PUBLIC_FILE_PREFIXES.some((prefix) => url.startsWith(prefix))) return CROSS_ORIGIN
  return null
}

export interface EdgeOptions {
  /** The built H5 app (config.h5Dir): its inline scripts are allowed by hash. */
  h5Dir: string
  /** Where stored files are uploaded to and shown from, besides this server (StorageProvider.origins). */
  storageOrigins?: readonly string[]
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of the route's answers (edge.ts, set on every route). */
    securityHeaders?: Record<string, string>
  }
}

/**
 * The headers helmet sets with these options, computed once. Helmet decides every header and
 * value; its middleware is run here against a recorder instead of on every answer (building it per
 * request, as @fastify/helmet does, was half the CPU of a small API answer: docs/decisions.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = String(value) },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()] },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

/**
 * Installs the edge on the root instance, before any route: helmet's headers on every answer (each
 * route's set computed when it is added), and a preValidation hook that refuses unstorable text in
 * the body (values and keys at any depth), the query, the path parameters and the headers of every
 * route (/api/ calls and the development pages alike), and guards an upload's form fields.
 * Register it before the auth hook, so garbage costs no token lookup.
 */
export async function edge(app: FastifyInstance, { h5Dir, storageOrigins }: EdgeOptions): Promise<void> {
  const appOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(inlineScriptHashes(h5Dir), storageOrigins) },
    // other sites (image hosts, WeChat, the takeaway platforms' pages) get no referrer; this origin keeps its own
    referrerPolicy: { policy: 'same-origin' },
    // this server cannot speak for sibling hosts of its domain
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: false },
  } satisfies HelmetOptions
  const appHeaders = helmetHeaders(appOptions)
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = routeHelmet(route.url)
    route.config = { ...route.config, securityHeaders: own ? helmetHeaders({ ...appOptions, ...own } as HelmetOptions) : appHeaders }
  })
  // a request without a route (404) gets the app's headers
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? appHeaders)
    done()
  })

  app.addHook('preValidation', async (request, reply) => {
    if (request.is404) return
    const sources: [string, unknown][] = [['body', request.body], ['query', request.query], ['params', request.params], ['headers', request.headers]]
    for (const [where, value] of sources) {
      const place = findUnstorable(value)
      if (place) return refuseUnstorable(request, reply, where, where === 'body' ? place : { ...place, path: place.path.length ? place.path : [where] })
    }
    if (request.isMultipart?.()) guardMultipart(request)
  })
}
