import { eq } from 'drizzle-orm'
import { OPS_PREFIX, USER_REF_PATTERN, type CallBody, type CallResult, type OpsCall } from '@api-types/contract'
import type { Db } from '../db/driver'
import { users } from '../db/schema'
import type { Lang, MessageKey } from '../i18n'
import type { ServerModule } from '../modules/registry'
import type { PayoutProvider } from '../providers/payout'
import type { BusinessMetrics } from '../metrics'
import { audited, type OpsActor, type OpsAudit } from './audit'

// The operators' commands (docs/server.md "Operators"): each module declares its own (its
// ops.ts, an OpsGroup in its module.ts); each command is an operator call of the contract
// (types/api/ops/), what it does on a database, and how the CLI reads its arguments and prints its
// answer. The same run serves the /ops calls of a running server (ops/endpoint.ts) and the CLI on
// the database directly (ops/cli.ts), so one rule serves both.

/** What a command runs with: the database, the time, the payout provider, and the server's modules. */
export interface OpsContext {
  db: Db
  now: Date
  /** The configured payout provider (cashout-pay, cashout-refuse). */
  payout?: PayoutProvider
  /** The modules the server runs (expire sweeps their lapses). */
  modules: readonly ServerModule[]
  /** The server's business counters (metrics.ts); none when the CLI works on the database itself. */
  metrics?: BusinessMetrics
  /** Who makes the call: an operator's session, or null for the ops token (the CLI). */
  operator: OpsActor | null
  /** Tells the audit log what the call changed (ops/audit.ts). */
  audit: OpsAudit
  /** The caller's address (operator-login's throttling); the CLI on the database: 'cli'. */
  address: string
}

/** What a caller gives to run a command: the context without its audit (runOps adds it). */
export type OpsCallerContext = Omit<OpsContext, 'audit' | 'operator' | 'address'> & { operator?: OpsActor | null; address?: string }

/** The CLI's helpers for reading a command's arguments. */
export interface OpsArgTools {
  /** Reads `--name value` and `--name=value` options; everything else is positional. */
  split(args: string[], known: string[]): { options: Record<string, string>; positional: string[] }
  /** Throws the CLI's refusal with this message. */
  fail(key: MessageKey, params?: Record<string, string>): never
}

/** What the CLI prints for an answer, and whether it exits 0. */
export interface Printed {
  ok: boolean
  stdout: string[]
  stderr: string[]
}

/** The CLI's helpers for printing an answer. */
export interface OpsPrintTools {
  lang: Lang
  /** A table with a header and a dashed rule, columns aligned (CJK characters count two). */
  table(header: string[], rows: string[][]): string
}

/** One operator command: its call (whose path names it), what it does, and its CLI side. */
export interface OpsCommand<C extends OpsCall = OpsCall> {
  call: C
  /** Runs it on the database; the body passed the call's schema. */
  run(ctx: OpsContext, body: CallBody<C>): Promise<CallResult<C>>
  /** The body from the CLI's arguments (after the command's name), or a refusal through tools.fail. */
  parse(args: string[], tools: OpsArgTools): CallBody<C>
  print(answer: CallResult<C>, tools: OpsPrintTools): Printed
}

/** A command of any call, as the lists hold it. */
export type AnyOpsCommand = OpsCommand<OpsCall>

/** Declares a command with its call's exact types, stored as AnyOpsCommand. */
export function opsCommand<C extends OpsCall>(call: C, side: NoInfer<Omit<OpsCommand<C>, 'call'>>): AnyOpsCommand {
  return { call, ...side } as unknown as AnyOpsCommand
}

/** A module's operator commands, with the CLI's help lines for them. */
export interface OpsGroup {
  /** Usage lines of `npm run ops -- help`, two-space indented, each command with its description below. */
  help: string
  /** Example command lines (without `npm run ops -- `). */
  examples: readonly string[]
  commands: readonly AnyOpsCommand[]
}

/** A command's name: its call's path after the prefix (`/ops/member-refund` → member-refund). */
export const commandName = (command: AnyOpsCommand): string => command.call.path.slice(OPS_PREFIX.length)

/** Every command of the modules by name (a name declared twice is a bug found at start). */
export function opsCommandsOf(modules: readonly ServerModule[]): ReadonlyMap<string, AnyOpsCommand> {
  const byName = new Map<string, AnyOpsCommand>()
  for (const command of modules.flatMap((m) => m.ops?.commands ?? [])) {
    const name = commandName(command)
    if (!command.call.path.startsWith(OPS_PREFIX) || command.call.auth !== 'operator') throw new Error(`${command.call.path} is not an operator call`)
    if (byName.has(name)) throw new Error(`two operator commands named ${name}`)
    byName.set(name, command)
  }
  return byName
}

/** A command and its body, as the CLI parsed it. */
export type OpsRequest = { command: string } & Record<string, unknown>
/** A command's answer: its result, which names its command. */
export type OpsAnswer = { command: string } & Record<string, unknown>

/** Runs a command with its audit row (ops/audit.ts); a refusal throws Refused and writes none. */
export function runOps(ctx: OpsCallerContext, command: AnyOpsCommand, body: Record<string, unknown>): Promise<OpsAnswer> {
  const operator = ctx.operator ?? null
  return audited(ctx.db, command.call, commandName(command), body, operator, ctx.now, (audit) =>
    command.run({ ...ctx, operator, address: ctx.address ?? 'cli', audit }, body) as Promise<OpsAnswer>)
}

/** Runs a parsed request on the database (the CLI without a server). */
export async function executeOps(ctx: OpsCallerContext, request: OpsRequest): Promise<OpsAnswer> {
  const { command, ...body } = request
  const found = opsCommandsOf(ctx.modules).get(command)
  if (!found) throw new Error(`unknown operator command ${command}`)
  return runOps(ctx, found, body)
}

// Helpers the modules' commands share.

/** A user named by an operator: the id (up to 10 digits) or the mobile number (11 digits). */
export const USER_REF = new RegExp(USER_REF_PATTERN)

export const maskTel = (tel: string | null): string => (tel ? tel.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : '-')

/** A user's id from their id or mobile number, or null. */
export async function userIdOf(db: Db, ref: string): Promise<number | null> {
  if (!USER_REF.test(ref)) return null
  if (ref.length !== 11 && Number(ref) > 2147483647) return null
  const [row] = await db.select({ id: users.id }).from(users).where(ref.length === 11 ? eq(users.tel, ref) : eq(users.id, Number(ref))).limit(1)
  return row?.id ?? null
}

/** The one user a command names, its only positional argument (an id or a mobile number). */
export function userArg(positional: string[], tools: OpsArgTools): string {
  if (positional.length !== 1) tools.fail('opsNeedUser')
  const user = positional[0]
  if (!USER_REF.test(user)) tools.fail('opsBadUserRef', { user })
  return user
}

/** Whether a reason (trimmed) is 1 to `max` characters. */
export const validReason = (reason: string, max: number): boolean => reason.length > 0 && [...reason].length <= max

/** A command's `--reason` as the CLI reads it: trimmed, 1 to `max` characters (else refused with `invalid`). */
export function reasonArg(text: string | undefined, max: number, invalid: MessageKey, tools: OpsArgTools): string {
  const reason = (text ?? '').trim()
  if (!validReason(reason, max)) tools.fail(invalid)
  return reason
}

/**
 * The arguments of a balance correction (gold-credit, wallet-debit...): `<user> --<amount> <value>
 * --reason <text>`. `amountOf` reads the value (null: refused with `badAmount`); the reason is
 * reasonArg's with `reasonMax` and `badReason`.
 */
export function adjustArgs<A>(
  args: string[], tools: OpsArgTools,
  spec: { amount: string; amountOf: (text: string | undefined) => A | null; badAmount: MessageKey; reasonMax: number; badReason: MessageKey },
): { user: string; amount: A; reason: string } {
  const { options, positional } = tools.split(args, [spec.amount, 'reason'])
  const user = userArg(positional, tools)
  const amount = spec.amountOf(options[spec.amount]) ?? tools.fail(spec.badAmount)
  return { user, amount, reason: reasonArg(options.reason, spec.reasonMax, spec.badReason, tools) }
}

/** The CLI's list limit: a whole number from 1 to 500 (`fallback` when not given). */
export function listLimit(text: string | undefined, fallback: number, tools: OpsArgTools): number {
  const n = Number(text ?? fallback)
  if (!Number.isInteger(n) || n < 1 || n > 500) tools.fail('opsBadLimit')
  return n
}

/** One line on stdout (ok) or stderr (refused). */
export const printedLine = (ok: boolean, text: string): Printed => ({ ok, stdout: ok ? [text] : [], stderr: ok ? [] : [text] })

/** A command that takes no argument refuses any. */
export function noArgs(args: string[], tools: OpsArgTools): Record<string, never> {
  const { positional } = tools.split(args, [])
  if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
  return {}
}
