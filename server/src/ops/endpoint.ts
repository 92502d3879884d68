import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { OPS_SESSION_HEADER } from '@api-types/ops/operator'
import { answer, fail, route, send, STATUS } from '../http'
import { sessionActor } from '../modules/operator/service'
import type { ServerModule } from '../modules/registry'
import { refusedOr } from '../outcome'
import type { OpsActor } from './audit'
import { opsCommandsOf, runOps, type AnyOpsCommand } from './commands'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes an operator call: an operator's session, or null for the ops token (set by opsRoutes). */
    opsActor: OpsActor | null
  }
}

// The operator calls (docs/server.md "Operators"). A running server serves them so the CLI on the
// same machine is its client (the embedded database can be open in one process only): at start it
// writes a random token to DATA_DIR/ops-token (mode 0600, readable by the server's OS user only)
// and, once listening, its port to DATA_DIR/ops-port; that token counts only on loopback
// connections not forwarded by a proxy. A deployed server also takes OPS_TOKEN from any address.

export const OPS_TOKEN_FILE = 'ops-token'
export const OPS_PORT_FILE = 'ops-port'
export const OPS_TOKEN_HEADER = 'x-ops-token'

/** Writes a fresh token for this server process; answers it. */
export function createOpsToken(dataDir: string): string {
  const token = crypto.randomBytes(32).toString('hex')
  const file = path.join(dataDir, OPS_TOKEN_FILE)
  fs.mkdirSync(dataDir, { recursive: true })
  // a new file, so the mode applies (an existing file would keep its own)
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, token, { mode: 0o600, flag: 'wx' })
  return token
}

export function writeOpsPort(dataDir: string, port: number): void {
  fs.writeFileSync(path.join(dataDir, OPS_PORT_FILE), String(port))
}

/** Removes the files when the server stops, if they are still this server's. */
export function removeOpsFiles(dataDir: string, token: string): void {
  const tokenFile = path.join(dataDir, OPS_TOKEN_FILE)
  try {
    if (fs.readFileSync(tokenFile, 'utf8') !== token) return
  } catch {
    return
  }
  fs.rmSync(path.join(dataDir, OPS_PORT_FILE), { force: true })
  fs.rmSync(tokenFile, { force: true })
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** The operator tokens a server accepts: the token file's from loopback, OPS_TOKEN's from anywhere. */
export interface OpsTokens {
  loopback?: string
  remote?: string
}

/** Constant-time: digests of equal length, so neither the content nor the length leaks by timing. */
export function sameToken(given: string, token: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest()
  return crypto.timingSafeEqual(digest(given), digest(token))
}

/** Whether the request carries an operator token the server accepts from where it came. */
export function allowed(request: FastifyRequest, tokens: OpsTokens): boolean {
  const given = request.headers[OPS_TOKEN_HEADER]
  if (typeof given !== 'string' || given === '') return false
  if (tokens.remote && sameToken(given, tokens.remote)) return true
  if (!tokens.loopback) return false
  // the socket's own address: X-Forwarded-For (request.ip with TRUST_PROXY) must not count
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false
  return sameToken(given, tokens.loopback)
}

/**
 * The operator calls of the modules (ops/commands.ts), each served by route() at its declared path
 * under /ops/ to the ops token in `x-ops-token` (full power; a wrong one is HTTP 403) or an
 * operator's session in `x-ops-session` (none, unknown or ended: HTTP 401 {status: -1}; a role the
 * call does not name: HTTP 403). A user's token (Authorization) is neither, so it is refused like
 * none. operator-login (`open`) needs neither.
 */
export default async function opsRoutes(app: FastifyInstance, opts: { tokens: OpsTokens; modules: readonly ServerModule[] }): Promise<void> {
  const byPath = new Map<string, AnyOpsCommand>([...opsCommandsOf(opts.modules).values()].map((c) => [c.call.path, c]))
  app.decorateRequest('opsActor', null)
  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.config?.call
    const command = path === undefined ? undefined : byPath.get(path)
    if (request.headers[OPS_TOKEN_HEADER] !== undefined) {
      if (allowed(request, opts.tokens)) return
      request.log.warn({ remote: request.socket.remoteAddress, url: request.url }, 'operator call refused')
      return send(reply, 403, fail(request, 'opsForbidden'))
    }
    if (command?.call.open) return
    const token = request.headers[OPS_SESSION_HEADER]
    const actor = typeof token === 'string' && token !== '' && token.length <= 200 ? await sessionActor(app.db, token, app.clock.now()) : null
    if (!actor) return send(reply, 401, fail(request, token === undefined ? 'opsNeedSession' : 'opsSessionEnded', STATUS.LOGOUT))
    if (command && actor.role !== 'admin' && !command.call.roles.some((role) => role === actor.role)) {
      return send(reply, 403, fail(request, 'opsRoleForbidden'))
    }
    request.opsActor = actor
  })
  for (const command of opsCommandsOf(opts.modules).values()) {
    route(app, command.call, async (request) => {
      const ctx = {
        db: app.db, now: app.clock.now(), payout: app.providers.payout, modules: opts.modules, metrics: app.metrics,
        operator: request.opsActor, address: request.ip,
      }
      return answer(request, await refusedOr(async () => ({ value: await runOps(ctx, command, request.body) })))
    })
  }
}
