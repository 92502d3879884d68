import { CASH_OUT_STATUSES, walletOps, type CashOutStatus, type OpsWalletResult, type SettleResult } from '@api-types/ops/wallet'
import { columns, translate, type Lang, type MessageKey } from '../../i18n'
import { yuan } from '../../lib'
import {
  adjustArgs, listLimit, maskTel, noArgs, opsCommand, printedLine, userIdOf, validReason, type AnyOpsCommand, type OpsArgTools, type OpsContext,
  type OpsGroup, type Printed,
} from '../../ops/commands'
import { adjustWallet, ADJUST_REASON_MAX, reconcile, usersWithBalances } from './audit'
import { walletBook } from './ledger'
import { CASH_OUT_REASON_MAX, listCashOuts, payCashOut, refuseCashOut } from './settle'
import { fenOf } from './settings'

// The operators' wallet commands (docs/server.md "Cash-out and payouts" and "Operators"): the
// cash-out queue, paying and refusing cash-outs (settle.ts), wallet corrections, balances and
// reconciliation (audit.ts), as operator calls (types/api/ops/wallet.ts) and CLI commands.

/** Settling needs the configured payout provider; without it is an error, never a silent "paid by hand". */
function payoutOf(ctx: OpsContext, command: string) {
  if (!ctx.payout) throw new Error(`${command} needs the payout provider`)
  return ctx.payout
}

function cashOutId(positional: string[], tools: OpsArgTools): number {
  if (positional.length !== 1) tools.fail('opsNeedCashOut')
  const text = positional[0]
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) tools.fail('opsBadCashOutRef', { id: text })
  return Number(text)
}

const PAY_TYPES: Record<number, MessageKey> = { 1: 'cashOutChannelWechat', 2: 'cashOutChannelAlipay' }

function settleLine(r: SettleResult, lang: Lang): Printed {
  const say = (key: MessageKey, p: Record<string, string> = {}) => translate(lang, key, { id: String(r.id), ...p })
  switch (r.outcome) {
    case 'paid': return printedLine(true, say('opsCashOutPaid', { amount: yuan(r.amountFen - r.feeFen), account: r.account, ref: r.ref }))
    case 'refused': return printedLine(true, say('opsCashOutRefused', { amount: yuan(r.amountFen), reason: r.reason }))
    case 'failed': return printedLine(false, say('opsCashOutPayFailed', { amount: yuan(r.amountFen), reason: r.reason }))
    case 'retry': return printedLine(false, say('opsCashOutPayRetry', { error: r.error }))
    case 'not_found': return printedLine(false, say('opsCashOutNotFound'))
    case 'not_pending': return printedLine(false, say('opsCashOutNotPending', { status: r.status }))
    case 'bad_reason': return printedLine(false, say('opsCashOutReasonInvalid'))
    case 'unsupported': return printedLine(false, say('opsCashOutUnsupported', { provider: r.provider }))
    case 'in_flight': return printedLine(false, say('opsCashOutInFlight', { error: r.error }))
    case 'found_paid': return printedLine(false, say('opsCashOutFoundPaid', { ref: r.ref }))
  }
}

function walletLine(r: OpsWalletResult, lang: Lang): Printed {
  const user = r.user
  switch (r.outcome) {
    case 'credited': return printedLine(true, translate(lang, 'opsWalletCredited', { user, amount: r.amount, balance: r.balance }))
    case 'debited': return printedLine(true, translate(lang, 'opsWalletDebited', { user, amount: r.amount, balance: r.balance }))
    case 'insufficient': return printedLine(false, translate(lang, 'opsWalletInsufficient', { user, amount: r.amount, balance: r.balance }))
    case 'not_found': return printedLine(false, translate(lang, 'opsUserNotFound', { user }))
    case 'bad_amount': return printedLine(false, translate(lang, 'opsBadAmount'))
    case 'bad_reason': return printedLine(false, translate(lang, 'opsWalletReasonInvalid'))
  }
}

/** A correction's amount in fen: a yuan amount other than zero, or null. */
function nonZeroFen(text: string | undefined): number | null {
  const fen = fenOf(text)
  return fen === null || fen === 0 ? null : fen
}

/** wallet-credit and wallet-debit: the same arguments and checks, the sign apart. */
function adjustCommand(call: typeof walletOps.walletCredit | typeof walletOps.walletDebit, sign: 1 | -1): AnyOpsCommand {
  const command = sign > 0 ? 'wallet-credit' : 'wallet-debit'
  return opsCommand(call, {
    parse: (args, tools) => adjustArgs(args, tools, {
      amount: 'amount', amountOf: (text) => (nonZeroFen(text) === null ? null : text!), badAmount: 'opsBadAmount',
      reasonMax: ADJUST_REASON_MAX, badReason: 'opsWalletReasonInvalid',
    }),
    async run({ db, now }, r): Promise<{ command: typeof command; result: OpsWalletResult }> {
      const user = r.user
      const answer = (result: OpsWalletResult): { command: typeof command; result: OpsWalletResult } => ({ command, result })
      const fen = nonZeroFen(r.amount)
      if (fen === null) return answer({ user, outcome: 'bad_amount' })
      const why = r.reason.trim()
      if (!validReason(why, ADJUST_REASON_MAX)) return answer({ user, outcome: 'bad_reason' })
      const userId = await userIdOf(db, user)
      if (userId === null) return answer({ user, outcome: 'not_found' })
      const outcome = await adjustWallet(db, userId, sign * fen, why, now)
      if ('refusal' in outcome) return answer({ user, outcome: 'insufficient', amount: yuan(fen), balance: yuan(await walletBook.balance(db, userId)) })
      return answer({ user, outcome: sign > 0 ? 'credited' : 'debited', amount: yuan(fen), balance: yuan(outcome.value.balanceFen) })
    },
    print: ({ result }, { lang }) => walletLine(result, lang),
  })
}

export const WALLET_OPS: OpsGroup = {
  help: `  cashouts [--status pending|paid|refused|all] [--limit <n>]
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
`,
  examples: [
    'cashouts', 'cashout-pay 7', 'cashout-refuse 8 --reason "支付宝账号与实名不符"', 'wallet-credit 13800000001 --amount 12.50 --reason "活动补发"', 'reconcile',
  ],
  commands: [
    opsCommand(walletOps.cashouts, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const status = options.status ?? 'pending'
        if (status !== 'all' && !(CASH_OUT_STATUSES as readonly string[]).includes(status)) {
          tools.fail('opsBadStatus', { status, statuses: [...CASH_OUT_STATUSES, 'all'].join(', ') })
        }
        return { status: status as CashOutStatus | 'all', limit: listLimit(options.limit, 20, tools) }
      },
      async run({ db }, body) {
        const rows = await listCashOuts(db, body.status, body.limit)
        return { command: 'cashouts', cashouts: rows.map((r) => ({ ...r, tel: maskTel(r.tel) })) }
      },
      print({ cashouts }, { lang, table }) {
        if (cashouts.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoCashOuts')], stderr: [] }
        const header = columns(lang, [
          'opsColId', 'opsColUserId', 'opsColMobile', 'opsColAmount', 'opsColFee', 'opsColChannel', 'opsColName', 'opsColAccount', 'opsColStatus',
          'opsColRequested', 'opsColDecided', 'opsColTries', 'opsColNote',
        ])
        return {
          ok: true,
          stdout: [table(header, cashouts.map((c) => [
            String(c.id), String(c.user_id), c.tel, yuan(c.amount_fen), yuan(c.fee_fen), PAY_TYPES[c.pay_type] ? translate(lang, PAY_TYPES[c.pay_type]) : String(c.pay_type),
            c.account_name || '-', c.account_number || '-', c.status, c.created_time, c.decided_time ?? '-', String(c.payout_attempts),
            c.reason ?? c.payout_error ?? '-',
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(walletOps.cashoutPay, {
      parse(args, tools) {
        const manual = args.includes('--manual')
        const { positional } = tools.split(args.filter((a) => a !== '--manual'), [])
        return { id: cashOutId(positional, tools), ...(manual ? { manual } : {}) }
      },
      async run(ctx, body) {
        const result = await payCashOut(ctx.db, payoutOf(ctx, 'cashout-pay'), body.id, ctx.now, { manual: body.manual })
        // the provider's refusal ('failed') returns the money as a refusal does
        if (result.outcome === 'paid' || result.outcome === 'failed') ctx.metrics?.cashOuts.inc({ event: result.outcome === 'paid' ? 'paid' : 'refused' })
        return { command: 'cashout-pay', result }
      },
      print: ({ result }, { lang }) => settleLine(result, lang),
    }),
    opsCommand(walletOps.cashoutRefuse, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['reason'])
        const id = cashOutId(positional, tools)
        const why = (options.reason ?? '').trim()
        if (why.length === 0 || [...why].length > CASH_OUT_REASON_MAX) tools.fail('opsCashOutReasonInvalid')
        return { id, reason: why }
      },
      async run(ctx, body) {
        const result = await refuseCashOut(ctx.db, payoutOf(ctx, 'cashout-refuse'), body.id, body.reason, ctx.now)
        if (result.outcome === 'refused') ctx.metrics?.cashOuts.inc({ event: 'refused' })
        return { command: 'cashout-refuse', result }
      },
      print: ({ result }, { lang }) => settleLine(result, lang),
    }),
    adjustCommand(walletOps.walletCredit, 1),
    adjustCommand(walletOps.walletDebit, -1),
    opsCommand(walletOps.balances, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        return { limit: listLimit(options.limit, 50, tools) }
      },
      async run({ db }, body) {
        return { command: 'balances', users: (await usersWithBalances(db, body.limit)).map((r) => ({ ...r, tel: maskTel(r.tel) })) }
      },
      print({ users }, { lang, table }) {
        if (users.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoBalances')], stderr: [] }
        const header = columns(lang, ['opsColUserId', 'opsColMobile', 'opsColNickname', 'opsColBalance', 'opsColFrozen', 'opsColGold'])
        return {
          ok: true,
          stdout: [table(header, users.map((u) => [
            String(u.user_id), u.tel, u.nickname || '-', yuan(u.balance_fen), yuan(u.frozen_fen), String(u.gold),
          ]))],
          stderr: [],
        }
      },
    }),
    opsCommand(walletOps.reconcile, {
      parse: noArgs,
      async run({ db }) {
        return { command: 'reconcile', ...(await reconcile(db)) }
      },
      print(answer, { lang, table }) {
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
      },
    }),
  ],
}
