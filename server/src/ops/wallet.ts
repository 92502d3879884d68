import { eq } from 'drizzle-orm'
import type { Db } from '../db/driver'
import { users } from '../db/schema'
import { columns, translate, type Lang, type MessageKey } from '../i18n'
import { yuan } from '../lib'
import { adjustWallet, ADJUST_REASON_MAX, reconcile, usersWithBalances, type BalanceRow, type ReconcileDiff } from '../modules/wallet/audit'
import { fenOf } from '../modules/wallet/settings'
import {
  CASH_OUT_REASON_MAX, CASH_OUT_STATUSES, listCashOuts, payCashOut, refuseCashOut, type CashOutListRow, type CashOutStatus, type SettleResult,
} from '../modules/wallet/settle'
import { walletBook } from '../modules/wallet/ledger'
import type { PayoutProvider } from '../providers/payout'

// The operators' wallet and cash-out commands (docs/server.md "Cash-out and payouts"), plugged
// into commands.ts (what they do), cli.ts (arguments and printing) and endpoint.ts (the bodies).

export type WalletOpsRequest =
  /** Cash-outs: pending ones oldest first (the queue), or another status / all newest first. */
  | { command: 'cashouts'; status: CashOutStatus | 'all'; limit: number }
  /** Pays through the payout provider; manual: the operator paid by hand, only recorded. */
  | { command: 'cashout-pay'; id: number; manual?: boolean }
  | { command: 'cashout-refuse'; id: number; reason: string }
  /** A user by id or mobile number; amount a yuan string like '12.50'; the reason is the ledger note. */
  | { command: 'wallet-credit' | 'wallet-debit'; user: string; amount: string; reason: string }
  /** Users holding money or gold, most first. */
  | { command: 'balances'; limit: number }
  | { command: 'reconcile' }

export type WalletOpsCommand = WalletOpsRequest['command']
export const WALLET_OPS_COMMANDS: readonly WalletOpsCommand[] = ['cashouts', 'cashout-pay', 'cashout-refuse', 'wallet-credit', 'wallet-debit', 'balances', 'reconcile']

export type OpsCashOutRow = Omit<CashOutListRow, 'tel'> & { tel: string }
export type OpsBalanceRow = Omit<BalanceRow, 'tel'> & { tel: string }

export type OpsWalletResult = { user: string } & (
  | { outcome: 'credited' | 'debited'; amount: string; balance: string }
  | { outcome: 'insufficient'; amount: string; balance: string }
  | { outcome: 'not_found' }
  | { outcome: 'bad_amount' }
  | { outcome: 'bad_reason' }
)

export type WalletOpsAnswer =
  | { command: 'cashouts'; cashouts: OpsCashOutRow[] }
  | { command: 'cashout-pay' | 'cashout-refuse'; result: SettleResult }
  | { command: 'wallet-credit' | 'wallet-debit'; result: OpsWalletResult }
  | { command: 'balances'; users: OpsBalanceRow[] }
  /** users: how many were checked; diffs: the ones whose figures disagree (the command fails). */
  | { command: 'reconcile'; users: number; diffs: ReconcileDiff[] }

const id = { type: 'integer', minimum: 1, maximum: 2147483647 }
const limit = { type: 'integer', minimum: 1, maximum: 500 }
const reason = { type: 'string', maxLength: 1000 }
/** A user: the id (up to 10 digits) or the mobile number (11 digits), as commands.ts USER_REF. */
const userRef = { type: 'string', pattern: '^(\\d{1,10}|1[2-9]\\d{9})$' }
const adjust = {
  type: 'object',
  properties: { user: userRef, amount: { type: 'string', maxLength: 20 }, reason },
  required: ['user', 'amount', 'reason'],
  additionalProperties: false,
}

/** JSON schemas of the request bodies of POST /ops/<command>. */
export const WALLET_OPS_BODY_SCHEMAS: Record<WalletOpsCommand, object> = {
  cashouts: {
    type: 'object',
    properties: { status: { type: 'string', enum: [...CASH_OUT_STATUSES, 'all'] }, limit },
    required: ['status', 'limit'],
    additionalProperties: false,
  },
  'cashout-pay': { type: 'object', properties: { id, manual: { type: 'boolean' } }, required: ['id'], additionalProperties: false },
  'cashout-refuse': { type: 'object', properties: { id, reason }, required: ['id', 'reason'], additionalProperties: false },
  'wallet-credit': adjust,
  'wallet-debit': adjust,
  balances: { type: 'object', properties: { limit }, required: ['limit'], additionalProperties: false },
  reconcile: { type: 'object', additionalProperties: false },
}

const maskTel = (tel: string | null): string => (tel ? tel.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : '-')

/** A user's id from their id or mobile number, or null. */
async function userIdOf(db: Db, ref: string): Promise<number | null> {
  if (!/^(\d{1,10}|1[2-9]\d{9})$/.test(ref)) return null
  if (ref.length !== 11 && Number(ref) > 2147483647) return null
  const [row] = await db.select({ id: users.id }).from(users).where(ref.length === 11 ? eq(users.tel, ref) : eq(users.id, Number(ref))).limit(1)
  return row?.id ?? null
}

async function adjustForOps(db: Db, r: Extract<WalletOpsRequest, { command: 'wallet-credit' | 'wallet-debit' }>, now: Date): Promise<OpsWalletResult> {
  const user = r.user
  const fen = fenOf(r.amount)
  if (fen === null || fen === 0) return { user, outcome: 'bad_amount' }
  const why = r.reason.trim()
  if (why.length === 0 || [...why].length > ADJUST_REASON_MAX) return { user, outcome: 'bad_reason' }
  const userId = await userIdOf(db, user)
  if (userId === null) return { user, outcome: 'not_found' }
  const outcome = await adjustWallet(db, userId, r.command === 'wallet-credit' ? fen : -fen, why, now)
  if ('refusal' in outcome) return { user, outcome: 'insufficient', amount: yuan(fen), balance: yuan(await walletBook.balance(db, userId)) }
  return { user, outcome: r.command === 'wallet-credit' ? 'credited' : 'debited', amount: yuan(fen), balance: yuan(outcome.value.balanceFen) }
}

/** `payout`: the configured provider; settling without it is an error, never a silent "paid by hand". */
export async function executeWalletOps(db: Db, request: WalletOpsRequest, now: Date, payout: PayoutProvider | undefined): Promise<WalletOpsAnswer> {
  const provider = () => {
    if (!payout) throw new Error(`${request.command} needs the payout provider`)
    return payout
  }
  switch (request.command) {
    case 'cashouts': {
      const rows = await listCashOuts(db, request.status, request.limit)
      return { command: 'cashouts', cashouts: rows.map((r) => ({ ...r, tel: maskTel(r.tel) })) }
    }
    case 'cashout-pay':
      return { command: 'cashout-pay', result: await payCashOut(db, provider(), request.id, now, { manual: request.manual }) }
    case 'cashout-refuse':
      return { command: 'cashout-refuse', result: await refuseCashOut(db, provider(), request.id, request.reason, now) }
    case 'wallet-credit':
    case 'wallet-debit':
      return { command: request.command, result: await adjustForOps(db, request, now) }
    case 'balances':
      return { command: 'balances', users: (await usersWithBalances(db, request.limit)).map((r) => ({ ...r, tel: maskTel(r.tel) })) }
    case 'reconcile':
      return { command: 'reconcile', ...(await reconcile(db)) }
  }
}

// The CLI's side: arguments in, lines out (cli.ts passes its helpers).

export interface WalletCliTools {
  /** Reads `--name value` options; everything else is positional. */
  split(args: string[], known: string[]): { options: Record<string, string>; positional: string[] }
  /** Throws the CLI's refusal with this message. */
  fail(key: MessageKey, params?: Record<string, string>): never
}

export const WALLET_HELP = `  cashouts [--status pending|paid|refused|all] [--limit <n>]
      列出提现，默认处理中 (pending) 最早的 20 条：用户、金额、手续费、收款账户
      / list cash-outs (default: pending, oldest first, 20): user, amount, fee, payout account
  cashout-pay <提现ID id> [--manual]
      通过打款通道 (PAYOUT_PROVIDER) 打款并标记已打款；--manual 表示已人工打款，仅记录
      / pay through the payout provider and mark it paid; --manual records a payment made by hand
  cashout-refuse <提现ID id> --reason "<原因 reason>"
      拒绝提现并把金额退回余额，原因 1-${CASH_OUT_REASON_MAX} 字，用户可见 / refuse and return the money; the reason is shown to the user
  wallet-credit <用户ID|手机号 user> --amount <12.50> --reason "<原因 reason>"
  wallet-debit <用户ID|手机号 user> --amount <12.50> --reason "<原因 reason>"
      调整用户余额（扣减不会低于零），原因必填 / correct a balance (a debit never below zero); a reason is required
  balances [--limit <n>]
      列出有余额、冻结金额或金币的用户 / users holding money, frozen money or gold
  reconcile
      对账：余额 = 钱包流水之和，冻结 = 处理中提现之和，金币 = 金币流水之和；有差异时退出码为 1
      / check balance = wallet ledger, frozen = pending cash-outs, gold = gold ledger; exit 1 on a difference
`

/** The request of a wallet command, or null when `command` is not one. */
export function parseWalletArgs(command: string, rest: string[], tools: WalletCliTools): WalletOpsRequest | null {
  const { split, fail } = tools
  const listLimit = (text: string | undefined, fallback: number) => {
    const n = Number(text ?? fallback)
    if (!Number.isInteger(n) || n < 1 || n > 500) fail('opsBadLimit')
    return n
  }
  const cashOutId = (positional: string[]) => {
    if (positional.length !== 1) fail('opsNeedCashOut')
    const text = positional[0]
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) fail('opsBadCashOutRef', { id: text })
    return Number(text)
  }
  switch (command) {
    case 'cashouts': {
      const { options, positional } = split(rest, ['status', 'limit'])
      if (positional.length) fail('opsBadOption', { option: positional[0] })
      const status = options.status ?? 'pending'
      if (status !== 'all' && !(CASH_OUT_STATUSES as readonly string[]).includes(status)) {
        fail('opsBadStatus', { status, statuses: [...CASH_OUT_STATUSES, 'all'].join(', ') })
      }
      return { command, status: status as CashOutStatus | 'all', limit: listLimit(options.limit, 20) }
    }
    case 'cashout-pay': {
      const manual = rest.includes('--manual')
      const { positional } = split(rest.filter((a) => a !== '--manual'), [])
      return { command, id: cashOutId(positional), ...(manual ? { manual } : {}) }
    }
    case 'cashout-refuse': {
      const { options, positional } = split(rest, ['reason'])
      const id = cashOutId(positional)
      const why = (options.reason ?? '').trim()
      if (why.length === 0 || [...why].length > CASH_OUT_REASON_MAX) fail('opsCashOutReasonInvalid')
      return { command, id, reason: why }
    }
    case 'wallet-credit':
    case 'wallet-debit': {
      const { options, positional } = split(rest, ['amount', 'reason'])
      if (positional.length !== 1) fail('opsNeedUser')
      const user = positional[0]
      if (!/^(\d{1,10}|1[2-9]\d{9})$/.test(user)) fail('opsBadUserRef', { user })
      const fen = fenOf(options.amount)
      if (fen === null || fen === 0) fail('opsBadAmount')
      const why = (options.reason ?? '').trim()
      if (why.length === 0 || [...why].length > ADJUST_REASON_MAX) fail('opsWalletReasonInvalid')
      return { command, user, amount: options.amount!, reason: why }
    }
    case 'balances': {
      const { options, positional } = split(rest, ['limit'])
      if (positional.length) fail('opsBadOption', { option: positional[0] })
      return { command, limit: listLimit(options.limit, 50) }
    }
    case 'reconcile': {
      const { positional } = split(rest, [])
      if (positional.length) fail('opsBadOption', { option: positional[0] })
      return { command }
    }
    default:
      return null
  }
}

export interface WalletRendered {
  ok: boolean
  stdout: string[]
  stderr: string[]
}

const PAY_TYPES: Record<number, MessageKey> = { 1: 'cashOutChannelWechat', 2: 'cashOutChannelAlipay' }

function settleLine(r: SettleResult, lang: Lang): { ok: boolean; text: string } {
  const say = (key: MessageKey, p: Record<string, string> = {}) => translate(lang, key, { id: String(r.id), ...p })
  switch (r.outcome) {
    case 'paid': return { ok: true, text: say('opsCashOutPaid', { amount: yuan(r.amountFen - r.feeFen), account: r.account, ref: r.ref }) }
    case 'refused': return { ok: true, text: say('opsCashOutRefused', { amount: yuan(r.amountFen), reason: r.reason }) }
    case 'failed': return { ok: false, text: say('opsCashOutPayFailed', { amount: yuan(r.amountFen), reason: r.reason }) }
    case 'retry': return { ok: false, text: say('opsCashOutPayRetry', { error: r.error }) }
    case 'not_found': return { ok: false, text: say('opsCashOutNotFound') }
    case 'not_pending': return { ok: false, text: say('opsCashOutNotPending', { status: r.status }) }
    case 'bad_reason': return { ok: false, text: say('opsCashOutReasonInvalid') }
    case 'unsupported': return { ok: false, text: say('opsCashOutUnsupported', { provider: r.provider }) }
    case 'in_flight': return { ok: false, text: say('opsCashOutInFlight', { error: r.error }) }
    case 'found_paid': return { ok: false, text: say('opsCashOutFoundPaid', { ref: r.ref }) }
  }
}

function walletLine(r: OpsWalletResult, lang: Lang): { ok: boolean; text: string } {
  const user = r.user
  switch (r.outcome) {
    case 'credited': return { ok: true, text: translate(lang, 'opsWalletCredited', { user, amount: r.amount, balance: r.balance }) }
    case 'debited': return { ok: true, text: translate(lang, 'opsWalletDebited', { user, amount: r.amount, balance: r.balance }) }
    case 'insufficient': return { ok: false, text: translate(lang, 'opsWalletInsufficient', { user, amount: r.amount, balance: r.balance }) }
    case 'not_found': return { ok: false, text: translate(lang, 'opsUserNotFound', { user }) }
    case 'bad_amount': return { ok: false, text: translate(lang, 'opsBadAmount') }
    case 'bad_reason': return { ok: false, text: translate(lang, 'opsWalletReasonInvalid') }
  }
}

const one = (line: { ok: boolean; text: string }): WalletRendered =>
  ({ ok: line.ok, stdout: line.ok ? [line.text] : [], stderr: line.ok ? [] : [line.text] })

export function renderWalletOps(answer: WalletOpsAnswer, lang: Lang, table: (header: string[], rows: string[][]) => string): WalletRendered {
  switch (answer.command) {
    case 'cashouts': {
      if (answer.cashouts.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoCashOuts')], stderr: [] }
      const header = columns(lang, [
        'opsColId', 'opsColUserId', 'opsColMobile', 'opsColAmount', 'opsColFee', 'opsColChannel', 'opsColName', 'opsColAccount', 'opsColStatus',
        'opsColRequested', 'opsColDecided', 'opsColTries', 'opsColNote',
      ])
      return {
        ok: true,
        stdout: [table(header, answer.cashouts.map((c) => [
          String(c.id), String(c.user_id), c.tel, yuan(c.amount_fen), yuan(c.fee_fen), PAY_TYPES[c.pay_type] ? translate(lang, PAY_TYPES[c.pay_type]) : String(c.pay_type),
          c.account_name || '-', c.account_number || '-', c.status, c.created_time, c.decided_time ?? '-', String(c.payout_attempts),
          c.reason ?? c.payout_error ?? '-',
        ]))],
        stderr: [],
      }
    }
    case 'cashout-pay':
    case 'cashout-refuse':
      return one(settleLine(answer.result, lang))
    case 'wallet-credit':
    case 'wallet-debit':
      return one(walletLine(answer.result, lang))
    case 'balances': {
      if (answer.users.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoBalances')], stderr: [] }
      const header = columns(lang, ['opsColUserId', 'opsColMobile', 'opsColNickname', 'opsColBalance', 'opsColFrozen', 'opsColGold'])
      return {
        ok: true,
        stdout: [table(header, answer.users.map((u) => [
          String(u.user_id), u.tel, u.nickname || '-', yuan(u.balance_fen), yuan(u.frozen_fen), String(u.gold),
        ]))],
        stderr: [],
      }
    }
    case 'reconcile': {
      if (answer.diffs.length === 0) return { ok: true, stdout: [translate(lang, 'opsReconcileOk', { users: String(answer.users) })], stderr: [] }
      const header = columns(lang, [
        'opsColUserId', 'opsColBalance', 'opsColWalletLedger', 'opsColFrozen', 'opsColPendingCashOuts', 'opsColGold', 'opsColGoldLedger',
      ])
      const mark = (a: string, b: string) => (a === b ? a : `${a} ≠`)
      return {
        ok: false,
        stdout: [table(header, answer.diffs.map((d) => [
          String(d.user_id), mark(yuan(d.balance_fen), yuan(d.ledger_fen)), yuan(d.ledger_fen),
          mark(yuan(d.frozen_fen), yuan(d.pending_fen)), yuan(d.pending_fen), mark(String(d.gold), String(d.gold_ledger)), String(d.gold_ledger),
        ]))],
        stderr: [translate(lang, 'opsReconcileDiff', { count: String(answer.diffs.length) })],
      }
    }
  }
}
