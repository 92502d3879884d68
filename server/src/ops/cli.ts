import fs from 'node:fs'
import path from 'node:path'
import type { ApiResponse } from '@api-types/envelope'
import { OPS_PREFIX } from '@api-types/contract'
import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { DatabaseLockedError, openDatabase } from '../db/driver'
import { langOf, translate, type Lang, type MessageKey } from '../i18n'
import { SERVER_MODULES } from '../modules'
import type { ServerModule } from '../modules/registry'
import { Refused } from '../outcome'
import { createPayoutProvider } from '../providers/payout'
import { executeOps, opsCommandsOf, type OpsAnswer, type OpsRequest, type Printed } from './commands'
import { OPS_PORT_FILE, OPS_TOKEN_FILE, OPS_TOKEN_HEADER } from './endpoint'

// `npm run ops -- <command>` (docs/server.md "Operators"): the commands are the modules' (their
// ops.ts, collected from modules/index.ts). It parses the arguments and, when a server is running,
// is a client of its operator calls: the one OPS_URL names (with OPS_TOKEN), or the local one that
// left its port and token in DATA_DIR. Otherwise it runs the same command on the database of the
// server's environment (DATABASE_URL or DATA_DIR) itself. It prints the answer; exit code 0 ok,
// 1 refused or failed.

/** The help: every module's commands in the order of the module list, then examples. */
export function helpOf(modules: readonly ServerModule[]): string {
  const groups = modules.flatMap((m) => (m.ops ? [m.ops] : []))
  return `饭贝运维工具 (operators' tool): npm run ops -- <command>

${groups.map((g) => g.help).join('')}  help
      显示本帮助 / this help

有服务端运行时，命令经其运维接口执行：OPS_URL（并设 OPS_TOKEN）指定的服务端，或在 DATA_DIR 中留下
端口与令牌的本机服务端 (ops-port, ops-token)；否则直接在与服务端相同的数据库上执行 (DATABASE_URL 或 DATA_DIR)。
With a server running, the command goes to its operator calls: the server OPS_URL names (with
OPS_TOKEN), or the local one that left its port and token in DATA_DIR (ops-port, ops-token);
otherwise it runs on the server's database itself (DATABASE_URL or DATA_DIR).

Examples:
${groups.flatMap((g) => g.examples).map((e) => `  npm run ops -- ${e}`).join('\n')}
`
}

export const HELP = helpOf(SERVER_MODULES)

/** A refusal or failure to print on stderr (exit code 1). */
export class OpsError extends Error {}

export type ParsedArgs = { help: true } | { request: OpsRequest }

/** Reads `--name value` and `--name=value` options; everything else is positional. */
function splitArgs(args: string[], known: string[], say: (key: MessageKey, p?: Record<string, string>) => string) {
  const options: Record<string, string> = {}
  const positional: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = arg.slice(2, eq < 0 ? undefined : eq)
    if (!known.includes(name)) throw new OpsError(say('opsBadOption', { option: arg }))
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1)
    if (value === undefined) throw new OpsError(say('opsOptionValue', { option: `--${name}` }))
    options[name] = value
  }
  return { options, positional }
}

export function parseArgs(argv: string[], lang: Lang, modules: readonly ServerModule[] = SERVER_MODULES): ParsedArgs {
  const say = (key: MessageKey, p?: Record<string, string>) => translate(lang, key, p)
  const [command, ...rest] = argv
  if (command === undefined || ['help', '--help', '-h'].includes(command)) return { help: true }
  const found = opsCommandsOf(modules).get(command)
  if (!found) throw new OpsError(say('opsUnknownCommand', { command }))
  const body = found.parse(rest, {
    split: (args, known) => splitArgs(args, known, say),
    fail: (key, p): never => { throw new OpsError(say(key, p)) },
  })
  return { request: { command, ...body } }
}

/** Columns of a terminal: CJK characters take two. */
function width(text: string): number {
  let w = 0
  for (const ch of text) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1
  return w
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))))
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat(widths[i] - width(c)))).join('  ').trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** What the CLI prints for an answer (its command's print), and whether it exits 0. */
export function render(answer: OpsAnswer, lang: Lang, modules: readonly ServerModule[] = SERVER_MODULES): Printed {
  const found = opsCommandsOf(modules).get(answer.command)
  if (!found) throw new Error(`unknown operator command ${answer.command}`)
  return found.print(answer, { lang, table })
}

/** A running server's operator calls: its origin and the token to show. */
interface Endpoint {
  origin: string
  token: string
}

/** The local server's endpoint from DATA_DIR/ops-port and ops-token, or null when it left none. */
function localEndpoint(dataDir: string): Endpoint | null {
  try {
    const port = fs.readFileSync(path.join(dataDir, OPS_PORT_FILE), 'utf8').trim()
    const token = fs.readFileSync(path.join(dataDir, OPS_TOKEN_FILE), 'utf8').trim()
    return { origin: `http://127.0.0.1:${port}`, token }
  } catch {
    return null
  }
}

/** Calls the command's operator call; null when the server cannot be reached. */
async function callServer(endpoint: Endpoint, request: OpsRequest, lang: Lang): Promise<OpsAnswer | null> {
  const { command, ...body } = request
  let response: Response
  try {
    response = await fetch(`${endpoint.origin}${OPS_PREFIX}${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang, [OPS_TOKEN_HEADER]: endpoint.token },
      body: JSON.stringify(body),
    })
  } catch {
    return null
  }
  const envelope = await response.json().catch(() => null) as ApiResponse<OpsAnswer | null> | null
  if (!envelope || envelope.status !== 1 || !envelope.result) {
    throw new OpsError(envelope?.msg || translate(lang, 'opsServerUnreachable', { origin: endpoint.origin }))
  }
  return envelope.result
}

/** Runs the command through the server (OPS_URL, else a local one) or on the database. */
async function answerOf(request: OpsRequest, env: NodeJS.ProcessEnv, lang: Lang, modules: readonly ServerModule[]): Promise<OpsAnswer> {
  const config = loadConfig(env)
  const unreachable = (endpoint: Endpoint) => new OpsError(translate(lang, 'opsServerUnreachable', { origin: endpoint.origin }))
  if (env.OPS_URL) {
    if (!config.opsToken) throw new OpsError(translate(lang, 'opsNeedToken'))
    const remote = { origin: env.OPS_URL.replace(/\/+$/, ''), token: config.opsToken }
    return (await callServer(remote, request, lang)) ?? Promise.reject(unreachable(remote))
  }
  // a local server's files may outlive it (a crash): then the database is free and used directly
  const local = localEndpoint(config.dataDir)
  const served = local ? await callServer(local, request, lang) : null
  if (served) return served
  let database
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, dataDir: config.dataDir })
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err
    // the embedded database is held by a server that left no way to reach it
    if (!local) throw new OpsError(translate(lang, 'opsNoServerEndpoint', { dir: config.dataDir }))
    throw unreachable(local)
  }
  try {
    const payout = createPayoutProvider(config.providers.payout, systemClock)
    return await executeOps({ db: database.db, now: systemClock.now(), payout, modules }, request)
  } finally {
    await database.close()
  }
}

/** Runs the CLI; answers the exit code. */
export async function runCli(
  argv: string[], env: NodeJS.ProcessEnv, io: { out(text: string): void; err(text: string): void }, modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<number> {
  const lang = langOf(env.LANG)
  try {
    const parsed = parseArgs(argv, lang, modules)
    if ('help' in parsed) {
      io.out(helpOf(modules))
      return 0
    }
    const rendered = render(await answerOf(parsed.request, env, lang, modules), lang, modules)
    for (const line of rendered.stdout) io.out(line)
    for (const line of rendered.stderr) io.err(line)
    return rendered.ok ? 0 : 1
  } catch (err) {
    if (err instanceof Refused) io.err(translate(lang, err.refusal.refusal, err.refusal.params))
    else io.err(err instanceof OpsError ? err.message : `${(err as Error).message ?? err}`)
    return 1
  }
}
