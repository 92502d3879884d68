import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail, ok, route, send } from '../http'
import type { ServerModule } from '../modules/registry'
import { opsCommandsOf } from './commands'

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
 * under /ops/ to the operator token in `x-ops-token` only: a user's token (Authorization) is no
 * operator token, so it is refused like none.
 */
export default async function opsRoutes(app: FastifyInstance, opts: { tokens: OpsTokens; modules: readonly ServerModule[] }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!allowed(request, opts.tokens)) {
      request.log.warn({ remote: request.socket.remoteAddress, url: request.url }, 'operator call refused')
      return send(reply, 403, fail(request, 'opsForbidden'))
    }
  })
  for (const command of opsCommandsOf(opts.modules).values()) {
    route(app, command.call, async (request) => {
      const ctx = { db: app.db, now: app.clock.now(), payout: app.providers.payout, modules: opts.modules, metrics: app.metrics }
      return ok(request, await command.run(ctx, request.body))
    })
  }
}
