import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail, send, STATUS } from '../http'
import { t } from '../i18n'
import { executeOps, OPS_BODY_SCHEMAS, OPS_COMMANDS, type OpsRequest } from './commands'

// The embedded database (PGlite) can be open in one process only, and a running server holds it.
// The server then runs the operators' commands for the CLI: at start it writes a random token to
// DATA_DIR/ops-token (mode 0600, readable by the server's OS user only) and, once listening, its
// port to DATA_DIR/ops-port; POST /ops/<command> answers only loopback connections that were not
// forwarded by a proxy and carry the token in `x-ops-token`.

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

function allowed(request: FastifyRequest, token: string): boolean {
  // the socket's own address: X-Forwarded-For (request.ip with TRUST_PROXY) must not count
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false
  const given = Buffer.from(String(request.headers[OPS_TOKEN_HEADER] ?? ''))
  const expected = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** POST /ops/<command>: the body is the command's request without `command`; the result an OpsAnswer. */
export default async function opsRoutes(app: FastifyInstance, opts: { token: string }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!allowed(request, opts.token)) {
      request.log.warn({ remote: request.socket.remoteAddress }, 'ops command refused')
      return send(reply, 403, fail(request, 'opsForbidden'))
    }
  })
  for (const command of OPS_COMMANDS) {
    app.post<{ Body: Record<string, unknown> }>(`/${command}`, { schema: { body: OPS_BODY_SCHEMAS[command] } }, async (request) => {
      const opsRequest = { ...request.body, command } as OpsRequest
      const answer = await executeOps(app.db, opsRequest, app.clock.now(), { payout: app.providers.payout })
      return { status: STATUS.OK, msg: t(request, 'ok'), result: answer }
    })
  }
}
