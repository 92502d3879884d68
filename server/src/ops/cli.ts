import fs from 'node:fs'
import path from 'node:path'
import type { ApiResponse } from '@api-types/envelope'
import type { FreeMealOrderStatus } from '@api-types/order'
import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { DatabaseLockedError, openDatabase } from '../db/driver'
import { columns, langOf, translate, type Lang, type MessageKey } from '../i18n'
import { yuan } from '../lib'
import { REJECT_REASON_MAX } from '../modules/order/review'
import { FREE_MEAL_ORDER_STATUSES } from '@api-types/order'
import {
  executeOps, MEMBER_DAYS_MAX, MEMBER_ORDER_NO, MEMBER_REASON_MAX, USER_REF, type OpsAnswer, type OpsMemberRefundResult, type OpsMemberResult,
  type OpsMembershipRow, type OpsOrderRow, type OpsRequest, type OpsReviewResult,
} from './commands'
import { OPS_PORT_FILE, OPS_TOKEN_FILE, OPS_TOKEN_HEADER } from './endpoint'
import { parseWalletArgs, renderWalletOps, WALLET_HELP } from './wallet'
import { GOLD_HELP, parseGoldArgs, renderGoldOps } from '../modules/gold/ops'
import { createPayoutProvider } from '../providers/payout'

// `npm run ops -- <command>`: parses the arguments, runs the command on the database of the
// server's environment (DATABASE_URL or DATA_DIR), or, when a running server holds the embedded
// database, sends it to that server; prints the answer. Exit code 0 ok, 1 refused or failed.

export const HELP = `饭贝运维工具 (operators' tool): npm run ops -- <command>

  orders [--status <status>|all] [--limit <n>]
      列出霸王餐订单，默认待审核 (uploaded)、最新 20 条 / list free-meal orders (default: uploaded, newest 20)
      status: ${FREE_MEAL_ORDER_STATUSES.join(' | ')} | all
  approve <id|order_no>...
      审核通过并把返利记入钱包 / approve the proof and credit the rebate to the wallet
  reject <id|order_no> --reason "<原因 reason>"
      驳回凭证，原因 1-${REJECT_REASON_MAX} 字 / reject the proof with a reason shown to the user
  expire
      把超过 30 分钟未上传凭证的预约标记为已过期，并关闭超过 15 分钟未支付的会员与金币订单
      / expire reservations past their 30 minutes and unpaid membership and gold pack orders past their 15
  memberships [--status active|all] [--limit <n>]
      列出会员（默认有效中、最新到期 20 条）：用户、到期时间、最近一次变更的来源与原因
      / list memberships (default: running, latest expiry first, 20): user, expiry, last change
  grant <用户ID|手机号 user> --days <n> --reason "<原因 reason>"
      为用户增加会员天数（1-${MEMBER_DAYS_MAX} 天，在当前到期时间上顺延），原因必填
      / add membership days (extends the current expiry); a reason is required
  revoke <用户ID|手机号 user> --reason "<原因 reason>"
      立即结束用户的会员，原因必填 / end the user's membership now; a reason is required
  member-refund <会员订单号 order_no> --reason "<原因 reason>"
      已支付的会员订单退款至用户钱包，并收回其会员天数（到期时间提前该订单的天数，不早于当前时间），原因必填
      / refund a paid membership order to the wallet and take its days back (never before now); a reason is required
${WALLET_HELP}${GOLD_HELP}  help
      显示本帮助 / this help

数据库与服务端相同 (DATABASE_URL 或 DATA_DIR)。内置数据库 (PGlite) 被运行中的服务端占用时，
命令经本机回环地址交给该服务端执行 (DATA_DIR/ops-port 与 DATA_DIR/ops-token)。
The database is the server's (DATABASE_URL or DATA_DIR); while a running server holds the embedded
database, the command is sent to it over loopback (DATA_DIR/ops-port and DATA_DIR/ops-token).

Examples:
  npm run ops -- orders
  npm run ops -- orders --status all --limit 50
  npm run ops -- approve 12 FM2026112212345678
  npm run ops -- reject 13 --reason "订单号与截图不符"
  npm run ops -- grant 13800000001 --days 7 --reason "客服补偿"
  npm run ops -- revoke 42 --reason "违规获取会员"
  npm run ops -- member-refund MB2026031012345678 --reason "用户误购，客服同意退款"
  npm run ops -- cashouts
  npm run ops -- cashout-pay 7
  npm run ops -- cashout-refuse 8 --reason "支付宝账号与实名不符"
  npm run ops -- wallet-credit 13800000001 --amount 12.50 --reason "活动补发"
  npm run ops -- reconcile
  npm run ops -- gold-item-stock 3 --stock 200
  npm run ops -- gold-credit 13800000001 --gold 500 --reason "活动补发"
`

const ORDER_REF = /^(\d{1,10}|FM\d{16})$/

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

export function parseArgs(argv: string[], lang: Lang): ParsedArgs {
  const say = (key: MessageKey, p?: Record<string, string>) => translate(lang, key, p)
  const [command, ...rest] = argv
  if (command === undefined || ['help', '--help', '-h'].includes(command)) return { help: true }
  const refs = (list: string[]) => {
    const bad = list.find((r) => !ORDER_REF.test(r))
    if (bad !== undefined) throw new OpsError(say('opsBadOrderRef', { order: bad }))
    return list
  }
  switch (command) {
    case 'orders': {
      const { options, positional } = splitArgs(rest, ['status', 'limit'], say)
      if (positional.length) throw new OpsError(say('opsBadOption', { option: positional[0] }))
      const status = options.status ?? 'uploaded'
      if (status !== 'all' && !(FREE_MEAL_ORDER_STATUSES as readonly string[]).includes(status)) {
        throw new OpsError(say('opsBadStatus', { status, statuses: [...FREE_MEAL_ORDER_STATUSES, 'all'].join(', ') }))
      }
      const limit = Number(options.limit ?? 20)
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new OpsError(say('opsBadLimit'))
      return { request: { command, status: status as FreeMealOrderStatus | 'all', limit } }
    }
    case 'approve': {
      const { positional } = splitArgs(rest, [], say)
      if (positional.length === 0) throw new OpsError(say('opsNeedOrder'))
      return { request: { command, orders: refs(positional) } }
    }
    case 'reject': {
      const { options, positional } = splitArgs(rest, ['reason'], say)
      if (positional.length !== 1) throw new OpsError(say('opsNeedOrder'))
      const reason = (options.reason ?? '').trim()
      if (reason.length === 0 || [...reason].length > REJECT_REASON_MAX) throw new OpsError(say('opsReasonInvalid'))
      return { request: { command, order: refs(positional)[0], reason } }
    }
    case 'memberships': {
      const { options, positional } = splitArgs(rest, ['status', 'limit'], say)
      if (positional.length) throw new OpsError(say('opsBadOption', { option: positional[0] }))
      const status = options.status ?? 'active'
      if (status !== 'active' && status !== 'all') throw new OpsError(say('opsBadStatus', { status, statuses: 'active, all' }))
      const limit = Number(options.limit ?? 20)
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new OpsError(say('opsBadLimit'))
      return { request: { command, status, limit } }
    }
    case 'grant':
    case 'revoke': {
      const { options, positional } = splitArgs(rest, command === 'grant' ? ['days', 'reason'] : ['reason'], say)
      if (positional.length !== 1) throw new OpsError(say('opsNeedUser'))
      const user = positional[0]
      if (!USER_REF.test(user)) throw new OpsError(say('opsBadUserRef', { user }))
      const reason = (options.reason ?? '').trim()
      if (reason.length === 0 || [...reason].length > MEMBER_REASON_MAX) throw new OpsError(say('opsMemberReasonInvalid'))
      if (command === 'revoke') return { request: { command, user, reason } }
      const days = Number(options.days)
      if (!/^\d+$/.test(options.days ?? '') || days < 1 || days > MEMBER_DAYS_MAX) throw new OpsError(say('opsBadDays'))
      return { request: { command, user, days, reason } }
    }
    case 'member-refund': {
      const { options, positional } = splitArgs(rest, ['reason'], say)
      if (positional.length !== 1) throw new OpsError(say('opsNeedMemberOrder'))
      const order = positional[0]
      if (!MEMBER_ORDER_NO.test(order)) throw new OpsError(say('opsBadMemberOrderRef', { order }))
      const reason = (options.reason ?? '').trim()
      if (reason.length === 0 || [...reason].length > MEMBER_REASON_MAX) throw new OpsError(say('opsMemberReasonInvalid'))
      return { request: { command, order, reason } }
    }
    case 'expire': {
      const { positional } = splitArgs(rest, [], say)
      if (positional.length) throw new OpsError(say('opsBadOption', { option: positional[0] }))
      return { request: { command } }
    }
    default: {
      const tools = {
        split: (args: string[], known: string[]) => splitArgs(args, known, say),
        fail: (key: MessageKey, p?: Record<string, string>): never => { throw new OpsError(say(key, p)) },
      }
      const gold = parseGoldArgs(command, rest, tools)
      if (gold) return { request: gold }
      const wallet = parseWalletArgs(command, rest, tools)
      if (wallet) return { request: wallet }
      throw new OpsError(say('opsUnknownCommand', { command }))
    }
  }
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

function ordersTable(orders: OpsOrderRow[], lang: Lang): string {
  const header = columns(lang, [
    'opsColId', 'opsColOrderNo', 'opsColUser', 'opsColShop', 'opsColStatus', 'opsColRebate', 'opsColPlatformOrder', 'opsColProofTime', 'opsColImages',
  ])
  return table(header, orders.map((o) => [
    String(o.id), o.order_no, o.tel, o.shop, o.status, o.rebate, o.platform_order_no ?? '-', o.proof_time ?? '-',
    o.images.length ? o.images.join(' ') : '-',
  ]))
}

function membershipsTable(rows: OpsMembershipRow[], lang: Lang): string {
  const header = columns(lang, [
    'opsColUserId', 'opsColMobile', 'opsColNickname', 'opsColExpires', 'opsColRunning', 'opsColLastChange', 'opsColReason', 'opsColChangedAt',
  ])
  const [yes, no] = columns(lang, ['opsYes', 'opsNo'])
  return table(header, rows.map((r) => [
    String(r.user_id), r.tel, r.nickname || '-', r.expire_time, r.active ? yes : no, r.last_source ?? '-', r.last_reason || '-', r.last_time ?? '-',
  ]))
}

function memberLine(r: OpsMemberResult, lang: Lang): { ok: boolean; text: string } {
  switch (r.outcome) {
    case 'granted': return { ok: true, text: translate(lang, 'opsMemberGranted', { user: r.user, days: String(r.days), expire: r.expire_after }) }
    case 'revoked': return { ok: true, text: translate(lang, 'opsMemberRevoked', { user: r.user, before: r.expire_before }) }
    case 'not_found': return { ok: false, text: translate(lang, 'opsUserNotFound', { user: r.user }) }
    case 'not_member': return { ok: false, text: translate(lang, 'opsNotMember', { user: r.user }) }
    case 'bad_reason': return { ok: false, text: translate(lang, 'opsMemberReasonInvalid') }
  }
}

function refundLine(r: OpsMemberRefundResult, lang: Lang): { ok: boolean; text: string } {
  const order = r.order
  switch (r.outcome) {
    case 'refunded': return {
      ok: true,
      text: translate(lang, 'opsMemberRefunded', {
        order, amount: r.amount, user: String(r.user_id), before: r.expire_before ?? '-', after: r.expire_after ?? '-',
      }),
    }
    case 'not_found': return { ok: false, text: translate(lang, 'opsMemberOrderNotFound', { order }) }
    case 'not_paid': return { ok: false, text: translate(lang, 'opsMemberOrderNotPaid', { order, status: r.status }) }
    case 'refunded_already': return { ok: false, text: translate(lang, 'opsMemberOrderRefundedAlready', { order }) }
    case 'bad_reason': return { ok: false, text: translate(lang, 'opsMemberReasonInvalid') }
  }
}

function reviewLine(r: OpsReviewResult, lang: Lang): { ok: boolean; text: string } {
  const order = r.order
  switch (r.outcome) {
    case 'approved': return { ok: true, text: translate(lang, 'opsApproved', { order: r.orderNo, rebate: yuan(r.rebateFen) }) }
    case 'rejected': return { ok: true, text: translate(lang, 'opsRejected', { order: r.orderNo, reason: r.reason }) }
    case 'not_found': return { ok: false, text: translate(lang, 'opsOrderNotFound', { order }) }
    case 'not_in_review': return { ok: false, text: translate(lang, 'opsNotInReview', { order: r.orderNo, status: r.status }) }
    case 'bad_reason': return { ok: false, text: translate(lang, 'opsReasonInvalid') }
  }
}

export interface Rendered {
  ok: boolean
  stdout: string[]
  stderr: string[]
}

export function render(answer: OpsAnswer, lang: Lang): Rendered {
  switch (answer.command) {
    case 'orders':
      return { ok: true, stdout: [answer.orders.length ? ordersTable(answer.orders, lang) : translate(lang, 'opsNoOrders')], stderr: [] }
    case 'approve':
    case 'reject': {
      const lines = answer.results.map((r) => reviewLine(r, lang))
      return {
        ok: lines.every((l) => l.ok),
        stdout: lines.filter((l) => l.ok).map((l) => l.text),
        stderr: lines.filter((l) => !l.ok).map((l) => l.text),
      }
    }
    case 'expire':
      return {
        ok: true,
        stdout: answer.swept.flatMap((s) => s.message ? [translate(lang, s.message, { count: String(s.count) })] : []),
        stderr: [],
      }
    case 'memberships':
      return {
        ok: true,
        stdout: [answer.memberships.length ? membershipsTable(answer.memberships, lang) : translate(lang, 'opsNoMemberships')],
        stderr: [],
      }
    case 'grant':
    case 'revoke': {
      const line = memberLine(answer.result, lang)
      return { ok: line.ok, stdout: line.ok ? [line.text] : [], stderr: line.ok ? [] : [line.text] }
    }
    case 'member-refund': {
      const line = refundLine(answer.result, lang)
      return { ok: line.ok, stdout: line.ok ? [line.text] : [], stderr: line.ok ? [] : [line.text] }
    }
    case 'gold-items':
    case 'gold-item-stock':
    case 'gold-item-enable':
    case 'gold-item-disable':
    case 'gold-credit':
    case 'gold-debit':
      return renderGoldOps(answer, lang, table)
    default:
      return renderWalletOps(answer, lang, table)
  }
}

/** Sends the command to the server that holds the embedded database in `dataDir`. */
export async function runOnServer(dataDir: string, request: OpsRequest, lang: Lang): Promise<OpsAnswer> {
  let port: string
  let token: string
  try {
    port = fs.readFileSync(path.join(dataDir, OPS_PORT_FILE), 'utf8').trim()
    token = fs.readFileSync(path.join(dataDir, OPS_TOKEN_FILE), 'utf8').trim()
  } catch {
    throw new OpsError(translate(lang, 'opsNoServerEndpoint', { dir: dataDir }))
  }
  const { command, ...body } = request
  let response: Response
  try {
    response = await fetch(`http://127.0.0.1:${port}/ops/${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang, [OPS_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    })
  } catch {
    throw new OpsError(translate(lang, 'opsServerUnreachable', { port }))
  }
  const envelope = await response.json().catch(() => null) as ApiResponse<OpsAnswer | null> | null
  if (!envelope || envelope.status !== 1 || !envelope.result) {
    throw new OpsError(envelope?.msg || translate(lang, 'opsServerUnreachable', { port }))
  }
  return envelope.result
}

/** Runs the CLI; answers the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: { out(text: string): void; err(text: string): void }): Promise<number> {
  const lang = langOf(env.LANG)
  try {
    const parsed = parseArgs(argv, lang)
    if ('help' in parsed) {
      io.out(HELP)
      return 0
    }
    const config = loadConfig(env)
    let answer: OpsAnswer
    try {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
      try {
        answer = await executeOps(database.db, parsed.request, systemClock.now(), { payout: createPayoutProvider(config.providers.payout, systemClock) })
      } finally {
        await database.close()
      }
    } catch (err) {
      if (!(err instanceof DatabaseLockedError)) throw err
      answer = await runOnServer(config.dataDir, parsed.request, lang)
    }
    const rendered = render(answer, lang)
    for (const line of rendered.stdout) io.out(line)
    for (const line of rendered.stderr) io.err(line)
    return rendered.ok ? 0 : 1
  } catch (err) {
    io.err(err instanceof OpsError ? err.message : `${(err as Error).message ?? err}`)
    return 1
  }
}
