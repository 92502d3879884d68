import dayjs from 'dayjs'
import type { CashoutChannel, CashoutTypeResult } from '@api-types/common'
import type { UserInfo } from '@api-types/user'
import type { WalletIncomeResult, WalletRecord, WalletRecordKind } from '@api-types/wallet'
import { pageRowsOf, type PageAnswer } from '@/data/usePagedQuery'
import { shanghaiWallClock } from '@/hooks/useServerNow'
import { fenToYuan, displayYuan, yuanToFen } from '@/utils/money'
import { isMobile } from '@/utils/validation'

// How the wallet screens read (pure, tested alone): a ledger row, the cash-out checks and limits,
// the payout account and the payment password rules, the months (docs/rules.md "Wallet and
// cash-out", docs/server.md "Kinds").


/** Rows per page of Wallet/income (the server allows up to 50). */
export const HISTORY_PAGE_SIZE = 20

/** What the rewards paid in: the earnings of docs/server.md (refunds and corrections are not). */
export const EARNING_KINDS: readonly WalletRecordKind[] = ['rebate', 'commission', 'challenge', 'raffle', 'blind_box', 'seeding', 'gold_redeem']

// ---------------------------------------------------------------- ledger rows

/** Where a cash-out is: 审核中, 已到账, 已退回. */
export type CashOutState = 'pending' | 'paid' | 'refused'
/** A row's state chip: a cash-out's, or a commission taken back (已退回). */
export type RecordState = CashOutState | 'reversed'

/** A ledger row (a refused cash-out's carries the reason). */
export type WalletRow = WalletRecord

export interface RecordView {
  title: string
  /** 'YYYY-MM-DD HH:mm'; text that is not a date as the server gave it. */
  time: string
  /** Signed with two decimals: '+20.00', '-10.00'. */
  amount: string
  direction: 'in' | 'out'
  /** The balance after this row, two decimals. */
  balance: string
  /** A cash-out row's state, or a commission's taken back. */
  state: RecordState | null
  reason: string
  /** A commission row's team member (masked); '' on other rows. */
  member: string
}

const CASH_OUT_STATES: readonly string[] = ['pending', 'paid', 'refused']

/** '-10' -> { negative, '10.00' }; unreadable -> '0.00'. */
function signedYuan(amount: string | number | null | undefined): { negative: boolean; abs: string } {
  const text = String(amount ?? '').trim()
  const negative = text.startsWith('-')
  return { negative, abs: displayYuan(text.replace(/^[-+]/, '')) }
}

export function recordView(row: WalletRow): RecordView {
  const when = dayjs(row.create_time)
  const { negative, abs } = signedYuan(row.amount)
  const zero = abs === '0.00'
  const commission = row.kind === 'commission'
  const state = row.kind === 'cash_out' && row.status && CASH_OUT_STATES.includes(row.status)
    ? (row.status as CashOutState)
    : commission && row.status === 'reversed' ? 'reversed' : null
  return {
    title: row.title,
    time: row.create_time && when.isValid() ? when.format('YYYY-MM-DD HH:mm') : row.create_time ?? '',
    amount: zero ? abs : `${negative ? '-' : '+'}${abs}`,
    direction: negative ? 'out' : 'in',
    balance: displayYuan(row.balance_after),
    state,
    reason: state === 'refused' && typeof row.reason === 'string' ? row.reason.trim() : '',
    member: commission && typeof row.member === 'string' ? row.member : '',
  }
}

/** A row the list can draw (an id, a kind, a title, an amount); anything else in an answer is dropped. */
export function isWalletRow(row: unknown): row is WalletRow {
  const record = row as WalletRecord
  return !!record && typeof record === 'object' && typeof record.id === 'number' && typeof record.title === 'string' &&
    typeof record.kind === 'string' && Number.isFinite(Number(record.amount))
}

export const isEarningRow = (row: WalletRow): boolean => EARNING_KINDS.includes(row.kind)

// ---------------------------------------------------------------- history tabs

/** 资金明细's tabs: everything, what the rewards paid in, then single kinds of the kind filter. */
export type HistoryTab = 'all' | 'income' | 'cash_out' | 'payment' | 'refund'

export const HISTORY_TABS: readonly { value: HistoryTab; label: `history.tab.${HistoryTab}` }[] = [
  { value: 'all', label: 'history.tab.all' },
  { value: 'income', label: 'history.tab.income' },
  { value: 'cash_out', label: 'history.tab.cash_out' },
  { value: 'payment', label: 'history.tab.payment' },
  { value: 'refund', label: 'history.tab.refund' },
]

// ---------------------------------------------------------------- months

/** This month 'YYYY-MM' on the Asia/Shanghai calendar (the server's day, docs/server.md). */
export function currentMonth(now: number = Date.now()): string {
  return dayjs(shanghaiWallClock(now)).format('YYYY-MM')
}

/** 'YYYY-MM' moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM')
}

/** Year and month number of 'YYYY-MM' for the switcher's title. */
export function monthParams(month: string): { year: string; month: string } {
  return { year: month.slice(0, 4), month: String(Number(month.slice(5, 7))) }
}

// ---------------------------------------------------------------- income pages

/** The figures every Wallet/income answer carries, whatever its filters (docs/server.md). */
export interface WalletTotals {
  amount: string
  frozen: string
  totalIncome: string
  todayIncome: string
  /** 待入账: commissions waiting out their frozen period or held for review. */
  pendingCommission: string
}

export function totalsOf(answer: Partial<WalletIncomeResult> | null | undefined): WalletTotals | null {
  if (!answer || typeof answer !== 'object') return null
  return {
    amount: displayYuan(answer.amount),
    frozen: displayYuan(answer.frozen_amount),
    totalIncome: displayYuan(answer.total_income),
    todayIncome: displayYuan(answer.today_income),
    pendingCommission: displayYuan(answer.pending_commission),
  }
}

/** A page of a wallet list as the paging engine takes it, with the answer's totals. */
export type IncomePage = PageAnswer<WalletRow> & { totals: WalletTotals | null }

/** One Wallet/income answer as a page: its drawable rows, its total and its totals. */
export function incomePage(answer: unknown): IncomePage {
  return { ...pageRowsOf(answer, isWalletRow), totals: totalsOf(answer as WalletIncomeResult) }
}

/** Where an earnings list is in the server's ledger: the next server page, rows read and not yet shown. */
interface PagerState {
  next: number
  done: boolean
  buffer: WalletRow[]
  seen: Set<number>
  totals: WalletTotals | null
}

const freshPager = (): PagerState => ({ next: 1, done: false, buffer: [], seen: new Set(), totals: null })

/**
 * Pages of the earnings only, `limit` rows each, over a ledger the server filters by one kind at
 * most (docs/server.md, Wallet/income): it reads the server's pages (`serverLimit` rows) in turn,
 * keeps the earning rows and hands them out `limit` at a time. Page 1 starts over and takes effect
 * once it has arrived (a failed refresh leaves the list where it was); a next page that a newer
 * page 1 overtook changes nothing. Used by 收益明细 and 资金明细's 收入 tab.
 */
export function earningsPager(read: (page: number, limit: number) => Promise<IncomePage>, serverLimit = 50) {
  let current = freshPager()
  let firsts = 0
  return async function fetchPage(page: number, limit: number): Promise<IncomePage & { more: boolean }> {
    const state = page === 1 ? freshPager() : current
    const first = page === 1 ? ++firsts : 0
    while (state.buffer.length < limit && !state.done) {
      const answer = await read(state.next, serverLimit)
      if (page !== 1 && state !== current) return { list: [], more: false, totals: state.totals }
      const rows = answer.list.filter((row) => isEarningRow(row) && !state.seen.has(row.id))
      rows.forEach((row) => state.seen.add(row.id))
      state.buffer = state.buffer.concat(rows)
      state.totals = answer.totals ?? state.totals
      state.done = answer.list.length < serverLimit || state.next * serverLimit >= (answer.total ?? 0)
      state.next += 1
    }
    // only the latest page 1 sets where the next pages continue
    if (page === 1 && first === firsts) current = state
    const list = state.buffer.slice(0, limit)
    state.buffer = state.buffer.slice(limit)
    return { list, more: state.buffer.length > 0 || !state.done, totals: state.totals }
  }
}

// ---------------------------------------------------------------- cash-out

/** The payout channel Alipay (common/cashoutType pay_type 2). */
export const ALIPAY = 2

/** The channels the page offers: readable ones, in the server's order. */
export function channelsOf(rules: CashoutTypeResult | null): CashoutChannel[] {
  const list = rules && Array.isArray(rules.channels) ? rules.channels : []
  return list.filter((c) => !!c && typeof c === 'object' && (c.pay_type === 1 || c.pay_type === 2))
}

/** The user's pick while it can pay, else the first enabled and bound channel, else the first enabled one. */
export function pickChannel(channels: CashoutChannel[], picked: number | null): CashoutChannel | null {
  const enabled = channels.filter((c) => c.enabled)
  return enabled.find((c) => c.pay_type === picked) ?? enabled.find((c) => c.bound) ?? enabled[0] ?? null
}

/** Fen of a yuan string, or null when unreadable. */
export function fenOf(yuan: string | number | null | undefined): number | null {
  if (yuan === null || yuan === undefined || yuan === '') return null
  try {
    return yuanToFen(yuan)
  } catch {
    return null
  }
}

export interface CashOutLimits {
  /** The balance that can be cashed out, in fen. */
  balance: number
  min: number
  max: number
  timesLeft: number
}

export function limitsOf(rules: CashoutTypeResult, account: UserInfo | null): CashOutLimits {
  return {
    balance: fenOf(account?.amount) ?? 0,
    min: fenOf(rules.min_amount) ?? 0,
    max: fenOf(rules.max_amount) ?? Number.MAX_SAFE_INTEGER,
    timesLeft: Math.max(0, (Number(rules.daily_times) || 0) - (Number(rules.used_today) || 0)),
  }
}

export type AmountProblem =
  | { key: 'cashout.amountEmpty' | 'cashout.amountFormat' | 'cashout.overBalance' | 'cashout.noTimes' }
  | { key: 'cashout.belowMin' | 'cashout.overMax'; params: { amount: string } }

/**
 * Before calling cashOut (the server stays the judge): an amount with at most two decimals,
 * above zero, within the single limits, not above the balance, and a cash-out left today.
 */
export function amountProblem(text: string, limits: CashOutLimits): AmountProblem | null {
  const value = text.trim()
  if (!value) return { key: 'cashout.amountEmpty' }
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value) || /^0\d/.test(value)) return { key: 'cashout.amountFormat' }
  const fen = yuanToFen(value)
  if (fen <= 0) return { key: 'cashout.amountFormat' }
  if (limits.timesLeft <= 0) return { key: 'cashout.noTimes' }
  if (fen < limits.min) return { key: 'cashout.belowMin', params: { amount: fenToYuan(limits.min) } }
  if (fen > limits.max) return { key: 'cashout.overMax', params: { amount: fenToYuan(limits.max) } }
  if (fen > limits.balance) return { key: 'cashout.overBalance' }
  return null
}

/** A checked amount as the server takes it, two decimals: '10.5' -> '10.50'. */
export function plainAmount(text: string): string {
  return fenToYuan(yuanToFen(text.trim()))
}

/** 全部提现: the balance, at most the single maximum. */
export function allAmount(limits: CashOutLimits): string {
  return fenToYuan(Math.max(0, Math.min(limits.balance, limits.max)))
}

/** Keeps what the amount field may hold while typing: digits, one point, two decimals. */
export function typedAmount(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '')
  const [whole, ...rest] = cleaned.split('.')
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole
}

/** The fee rate as a percentage ('0.006' -> '0.6%'), null when there is no fee. */
export function feePercent(rate: string | number | null | undefined): string | null {
  const n = Number(rate)
  if (!Number.isFinite(n) || n <= 0 || n >= 1) return null
  return `${Math.round(n * 10000) / 100}%`
}

/**
 * The fee of an amount (fen) and what would arrive: amount × rate rounded half up, always below
 * the amount, as docs/server.md has the server count it (the server's figures win).
 */
export function feeOf(fen: number, rate: string | number | null | undefined): { fee: string; arrive: string } {
  const m = /^0\.(\d{1,6})$/.exec(String(rate ?? ''))
  // integers only: a rate has at most 6 decimals
  const fee = m && fen > 0 ? Math.min(Math.round((fen * Number(m[1])) / 10 ** m[1].length), fen - 1) : 0
  return { fee: fenToYuan(fee), arrive: fenToYuan(Math.max(0, fen - fee)) }
}

// ---------------------------------------------------------------- payout account

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff'
/** Chinese characters or letters, parts joined by a middle dot (少数民族 and foreign names) or a space (Latin names). */
const REAL_NAME = new RegExp(`^[${HAN}A-Za-z]+(?:(?:·|\\s)[${HAN}A-Za-z]+)*$`)
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** A name as typed, with the look-alike dots of Chinese keyboards made a middle dot and single spaces. */
export function normalName(name: string): string {
  return name.trim().replace(/[•・．.]/g, '·').replace(/\s+/g, ' ')
}

/** A real name as on an ID card: 2-20 Chinese characters or letters (the server's rule, docs/rules.md). */
export function realNameProblem(name: string): 'bind.nameEmpty' | 'bind.nameInvalid' | null {
  const value = normalName(name)
  if (!value) return 'bind.nameEmpty'
  const length = Array.from(value).length
  const spaced = /\s/.test(value)
  if (length < 2 || length > 20 || !REAL_NAME.test(value) || (spaced && !/^[A-Za-z\s·]+$/.test(value))) return 'bind.nameInvalid'
  return null
}

/** An Alipay account: a mobile number or an e-mail address (at most 100 characters). */
export function payoutAccountProblem(account: string): 'bind.accountEmpty' | 'bind.accountInvalid' | null {
  const value = account.trim()
  if (!value) return 'bind.accountEmpty'
  if (isMobile(value) || (value.length <= 100 && EMAIL.test(value))) return null
  return 'bind.accountInvalid'
}

// ---------------------------------------------------------------- payment password

export const PAY_PASSWORD_LENGTH = 6

/** Too easy to guess, as the server refuses it: one digit six times (111111) or a straight run up or down (123456, 654321). */
export function isWeakPayPassword(password: string): boolean {
  if (!/^\d{6}$/.test(password)) return false
  const digits = password.split('').map(Number)
  const steps = digits.slice(1).map((d, i) => d - digits[i])
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1)
}

/** The account's payout binding as the server gives it (masked), or null when none is bound. */
export function bindingOf(account: UserInfo | null): { name: string; account: string } | null {
  const number = typeof account?.alipay_number === 'string' ? account.alipay_number.trim() : ''
  if (!number) return null
  return { name: typeof account?.real_name === 'string' ? account.real_name.trim() : '', account: number }
}
