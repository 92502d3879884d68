import fs from 'node:fs'
import path from 'node:path'
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import fastifyStatic from '@fastify/static'
import fastifyMultipart from '@fastify/multipart'
import fastifyCompress from '@fastify/compress'
import { registerAppPage } from './appPage'
import { registerAdminConsole } from './adminConsole'
import { preferWebp, webpTwinsOf } from './webpTwins'
import { authenticate, bearerToken } from './auth'
import wechatFakePlugin, { DEV_WECHAT_PREFIX, devWechatFake, listeningOrigin } from './dev/wechatFake'
import { uploadsDir, type Config } from './config'
import type { Db } from './db/driver'
import { STATUS, fail, send } from './http'
import { UPLOAD_MAX_BYTES } from '@api-types/uploads'
import { langOfRequest, validationRefusal } from './i18n'
import { edge, edgeRefusal } from './edge'
import cpsStandIn, { DEV_CPS_PREFIX } from './dev/cpsStandIn'
import devClockRoute from './dev/clock'
import { DatabaseCpsProvider } from './providers/cps'
import sandboxPayPage from './modules/pay/sandboxPage'
import { SANDBOX_PAY_PREFIX, SandboxPaymentProvider } from './providers/payment'
import opsRoutes from './ops/endpoint'
import { SERVER_MODULES } from './modules'
import { paidProductsOf, registerModules, type ServerModule } from './modules/registry'
import { reactionsOf } from './modules/reactions'
import { createProviders, type Providers } from './providers'
import { OffsetClock, systemClock, type Clock } from './clock'
import { SERVER_FILES_DIR } from './serverFiles'
import { echoRequestId, requestIdOf } from './requestId'
import { registerHealth } from './health'
import { registerMetrics } from './metrics'

/** Images the seed's banners point at. */
export const PUBLIC_BANNERS = path.join(SERVER_FILES_DIR, 'public/banners')
/** The mini-program's locale packs (written by `npm run locale-packs`; see src/i18n/pageTables.ts of the app). */
export const PUBLIC_I18N = path.join(SERVER_FILES_DIR, 'public/i18n')
/** Shop logos, photos and category icons of the seed (drawn by scripts/draw-shop-images.mjs). */
export const PUBLIC_SHOPS = path.join(SERVER_FILES_DIR, 'public/shops')

export interface AppDeps {
  db: Db
  config: Config
  logger?: FastifyServerOptions['logger']
  /** Overrides of the providers config chooses (tests). */
  providers?: Partial<Providers>
  /** What time it is (tests pass a ManualClock). */
  clock?: Clock
  /** The token file's operator token, taken from loopback callers (ops/endpoint.ts); config.opsToken is taken from any. */
  opsToken?: string
  /** The modules it serves (default: all of modules/index.ts). */
  modules?: readonly ServerModule[]
}

/** The fastify instance: envelope, auth hook, error mapping, the call groups and the static H5. */
export async function buildApp({ db, config, logger, providers, clock = systemClock, opsToken, modules = SERVER_MODULES }: AppDeps): Promise<FastifyInstance> {
  const twins = webpTwinsOf([{ prefix: '/banners/', root: PUBLIC_BANNERS }, { prefix: '/shops/', root: PUBLIC_SHOPS }])
  const app = Fastify({
    // the demo images' WebP twins for browsers that take WebP (webpTwins.ts), before routing
    rewriteUrl: (req) => preferWebp(req.url ?? '/', req.headers.accept, twins),
    logger: logger ?? { level: config.logLevel },
    logController: new RequestLog(config.slowRequestMs),
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // allowUnionTypes: a field may be one of several types (discount/addLog's values), said on purpose
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, allowUnionTypes: true } },
  })
  app.decorate('db', db)
  app.decorate('config', config)
  app.decorate('clock', clock)
  app.decorate('paidProducts', paidProductsOf(modules))
  app.decorate('reactions', reactionsOf(modules))
  app.decorate('providers', { ...createProviders(config, db, clock, () => `${listeningOrigin(app)}${DEV_WECHAT_PREFIX}`), ...providers })
  app.decorateRequest('user', null)
  echoRequestId(app)
  registerHealth(app)
  registerMetrics(app, config.metricsToken)

  // JSON only (multipart is added below for uploads). An empty JSON body is an empty object.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      const err = new Error('bad json') as FastifyError
      ;(err as { code: string }).code = 'FST_ERR_CTP_INVALID_JSON_BODY'
      err.statusCode = 400
      done(err, undefined)
    }
  })

  // API answers are compressed when large enough to gain from it; the H5 build's files are
  // compressed once at build time (scripts/precompress.mjs) and sent as they are (below)
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] })

  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } })
  // Security headers, and text PostgreSQL cannot store refused before the auth hook (edge.ts).
  await edge(app, { h5Dir: config.h5Dir, storageOrigins: app.providers.storage.origins })
  // Development only: the contract's OpenAPI document and its page, which collect the routes added
  // from here on (openapi.ts); imported only then, so a production server never loads them.
  if (config.apiDocs) await (await import('./openapi')).registerApiDocs(app, modules)

  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {}
  })

  // Who is calling: a valid bearer token sets request.user; routes marked auth 'required' refuse
  // without one (HTTP 401, status -1: the app logs out, docs/product.md (Errors)), before the body is validated, so a
  // logged-out call is told to log in rather than to fix a field.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    const token = bearerToken(request.headers.authorization)
    request.user = token ? await authenticate(db, token, config.tokenTtlDays, clock.now()) : null
    if (request.routeOptions.config.auth === 'required' && !request.user) {
      return send(reply, 401, fail(request, 'loginFirst', STATUS.LOGOUT))
    }
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refused = edgeRefusal(error, request, reply)
    if (refused) return refused
    if (error.validation) {
      const { key, params } = validationRefusal(langOfRequest(request), error.validation)
      return send(reply, 200, fail(request, key, STATUS.FAIL, params))
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 200, fail(request, 'badJson'))
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, 413, fail(request, 'tooLarge'))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, 415, fail(request, 'badMediaType'))
    }
    if (error.statusCode === 429) return send(reply, 429, fail(request, 'tooMany'))
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, fail(request, 'badJson'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, fail(request, 'serverError'))
  })

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, fail(request, 'notFound'))
  })

  await registerModules(app, modules)
  // the modules' operator calls, each under /ops/ behind the operator token (ops/endpoint.ts)
  await app.register(opsRoutes, { tokens: { loopback: opsToken, remote: config.opsToken ?? undefined }, modules })
  // Development only (DEV_CLOCK=true): the clock browser tests move forward.
  if (config.devClock && clock instanceof OffsetClock) {
    await app.register(devClockRoute, { clock, tokens: { loopback: opsToken, remote: config.opsToken ?? undefined } })
  }
  // Development only: WeChat's API and OAuth page stand-in, which the WeChat client calls over HTTP.
  if (config.providers.wechat.provider === 'dev') {
    await app.register(wechatFakePlugin, { prefix: DEV_WECHAT_PREFIX, fake: devWechatFake(config.providers.wechat) })
  }
  // Development only: the payment sandbox's page, where a payment is confirmed or abandoned.
  const sandboxPayments = app.providers.payment.byName('sandbox')
  if (sandboxPayments instanceof SandboxPaymentProvider) {
    await app.register(sandboxPayPage, { prefix: SANDBOX_PAY_PREFIX, provider: sandboxPayments })
  }
  // Development only: the takeaway platform's coupon page the seeded offers link to.
  if (app.providers.cps instanceof DatabaseCpsProvider && config.allowDevProviders) {
    await app.register(cpsStandIn, { prefix: DEV_CPS_PREFIX })
  }

  // The demo content's images (banners drawn by scripts/draw-banners.mjs; their WebP twins chosen by
  // rewriteUrl above), uploaded files (storage provider 'local'), and the built H5 app at /.
  await app.register(fastifyStatic, {
    root: PUBLIC_BANNERS,
    prefix: '/banners/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => { reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept') },
  })
  await app.register(fastifyStatic, {
    root: PUBLIC_I18N,
    prefix: '/i18n/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // a deploy may change them: cached briefly
    setHeaders: (reply) => { reply.header('Cache-Control', 'public, max-age=300') },
  })
  await app.register(fastifyStatic, {
    root: PUBLIC_SHOPS,
    prefix: '/shops/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => { reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept') },
  })
  const uploads = uploadsDir(config)
  fs.mkdirSync(uploads, { recursive: true })
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => { reply.header('Cache-Control', 'public, max-age=86400') },
  })
  // the operator console at /admin/ (adminConsole.ts), before the H5 app's files at /
  await registerAdminConsole(app, config.adminDir)
  if (fs.existsSync(path.join(config.h5Dir, 'index.html'))) {
    registerAppPage(app, config.h5Dir)
    await app.register(fastifyStatic, {
      root: config.h5Dir,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // filePath may be the precompressed copy (x.js.br)
        const hashed = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|webp|woff2?|ttf)(\.br|\.gz)?$/i.test(filePath)
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  } else {
    app.log.warn(`H5 build not found in ${config.h5Dir}: run \`npm run build:h5\` to serve the app at /`)
  }
  return app
}

/**
 * The request log: two lines per request at info level cost throughput (4-24% in the API bench), so
 * only the answers worth reading are logged: failed ones (error) and slow ones (warn).
 */
class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super()
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }
    if (error || reply.statusCode >= 500) reply.log.error({ ...entry, err: error }, 'request failed')
    else if (reply.elapsedTime >= this.slowMs) reply.log.warn(entry, 'slow request')
  }
}
