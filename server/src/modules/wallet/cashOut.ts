import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { CashoutChannel, CashoutTypeResult } from '@api-types/common'
import type { WalletCashOutResult } from '@api-types/wallet'
import { shanghaiDay, shanghaiMidnight } from '../../clock'
import type { Db } from '../../db/driver'
import { cashOuts, users, wallets } from '../../db/schema'
import { translate, type Lang } from '../../i18n'
import { yuan } from '../../lib'
import { Refused, refuse, refusedOr, type Outcome } from '../../outcome'
import { verifyPassword } from '../../password'
import { debit, type Tx } from './ledger'
import { feeOf, yuanRange, type CashOutSettings } from './settings'

// Cash-out (docs/rules.md "Wallet and cash-out", docs/server.md "Cash-out and payouts"): the
// amount leaves the balance at once (a wallet debit of kind cash_out) and is held as frozen until
// an operator pays it (ops cashout-pay) or refuses it (ops cashout-refuse, which gives it back).
// Everything a cash-out decides is decided under one lock, the user's row: the payment-password
// tries and lock, the daily count, the balance. So parallel requests of one user count one after
// another, and a parallel cancel_user (which takes the same row's lock, user/account.ts) either
// sees the pending cash-out or is seen cancelled.

/** Wrong payment passwords in a row that lock cash-out, and for how long. */
export const CASH_PASSWORD_MAX_FAILS = 5
export const CASH_PASSWORD_LOCK_MS = 3600_000

/** 1 WeChat, 2 Alipay (types/api/wallet.ts CASH_OUT_PAY_TYPES). */
export const PAY_TYPE_WECHAT = 1
export const PAY_TYPE_ALIPAY = 2

type UserRow = typeof users.$inferSelect

/**
 * The user's row locked until the transaction ends. FOR NO KEY UPDATE, not FOR UPDATE: it still
 * excludes every other cash-out and cancel_user's FOR UPDATE, but not the FOR KEY SHARE that
 * inserting a ledger row referencing the user takes. With FOR UPDATE, a rebate credited while a
 * cash-out waits for the wallet row would deadlock (it holds the wallet row and needs the user's).
 */
export async function lockUserRow(tx: Tx, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update')
  return user
}

/** The [start, end) of the Asia/Shanghai day of `now`. */
function dayOf(now: Date): [Date, Date] {
  const start = shanghaiMidnight(shanghaiDay(now))
  return [start, new Date(start.getTime() + 86400_000)]
}

/** Cash-outs the user asked for today (Asia/Shanghai); a refused one gives its turn back. */
async function usedToday(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [start, end] = dayOf(now)
  const [row] = await db.select({ n: count() }).from(cashOuts)
    .where(and(eq(cashOuts.userId, userId), gte(cashOuts.createdAt, start), lt(cashOuts.createdAt, end), ne(cashOuts.status, 'refused')))
  return Number(row?.n ?? 0)
}

/** The account a channel pays to, or null when the user has none bound. */
function payoutAccountOf(user: UserRow, payType: number): { name: string; number: string } | null {
  if (payType === PAY_TYPE_ALIPAY) return user.alipayNumber && user.realName ? { name: user.realName, number: user.alipayNumber } : null
  const openid = user.openid ?? user.miniOpenid
  return openid ? { name: user.realName ?? user.nickname, number: openid } : null
}

const channelOpen = (settings: CashOutSettings, payType: number) =>
  payType === PAY_TYPE_ALIPAY ? settings.channels.alipay : payType === PAY_TYPE_WECHAT && settings.channels.wechat

/** common/cashoutType: the channels, limits and today's count for the user. */
export async function cashOutOptions(db: Db, userId: number, settings: CashOutSettings, lang: Lang, now: Date): Promise<CashoutTypeResult | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return null
  const channel = (payType: number, name: 'cashOutChannelAlipay' | 'cashOutChannelWechat'): CashoutChannel => ({
    pay_type: payType,
    name: translate(lang, name),
    enabled: channelOpen(settings, payType),
    bound: payoutAccountOf(user, payType) !== null,
  })
  return {
    channels: [channel(PAY_TYPE_ALIPAY, 'cashOutChannelAlipay'), channel(PAY_TYPE_WECHAT, 'cashOutChannelWechat')],
    min_amount: yuan(settings.minFen),
    max_amount: yuan(settings.maxFen),
    daily_times: settings.dailyTimes,
    used_today: await usedToday(db, userId, now),
    fee_rate: settings.feeRate,
    notice: settings.notice,
  }
}

export interface CashOutRequest {
  cashPassword: string
  amountFen: number
  payType: number
}

/**
 * wallet/cashOut. The checks that need no lock come first (amount range, channel); then one
 * transaction: lock the user row, the account and password set, not locked, the password (a wrong
 * one is counted and committed with its refusal, a right one clears the count), the daily count,
 * then, in a savepoint, the cash_outs row, the debit and the frozen amount: a balance too small
 * undoes the savepoint only, so nothing of the cash-out stays but the cleared count does.
 */
export async function cashOut(db: Db, userId: number, req: CashOutRequest, settings: CashOutSettings, now: Date): Promise<Outcome<WalletCashOutResult>> {
  if (req.amountFen < settings.minFen || req.amountFen > settings.maxFen) return refuse('cashOutAmountRange', yuanRange(settings))
  if (!channelOpen(settings, req.payType)) return refuse('cashOutChannelUnavailable')
  return refusedOr(() => db.transaction(async (tx): Promise<Outcome<WalletCashOutResult>> => {
    const user = await lockUserRow(tx, userId)
    if (!user || user.cancelledAt) return refuse('accountCancelled')
    const account = payoutAccountOf(user, req.payType)
    if (!account) return refuse(req.payType === PAY_TYPE_ALIPAY ? 'cashOutBindAlipayFirst' : 'cashOutBindWechatFirst')
    if (user.cashPasswordHash === null) return refuse('cashOutSetPasswordFirst')
    if (user.cashPasswordLockedUntil && user.cashPasswordLockedUntil > now) return refuse('cashOutLocked')
    if (!(await verifyPassword(req.cashPassword, user.cashPasswordHash))) {
      // returned, not thrown: the count must be committed with the refusal
      const fails = user.cashPasswordFails + 1
      if (fails >= CASH_PASSWORD_MAX_FAILS) {
        await tx.update(users).set({ cashPasswordFails: 0, cashPasswordLockedUntil: new Date(now.getTime() + CASH_PASSWORD_LOCK_MS) })
          .where(eq(users.id, userId))
        return refuse('cashOutLocked')
      }
      await tx.update(users).set({ cashPasswordFails: fails }).where(eq(users.id, userId))
      return refuse('cashOutPasswordWrong', { left: String(CASH_PASSWORD_MAX_FAILS - fails) })
    }
    if (user.cashPasswordFails !== 0 || user.cashPasswordLockedUntil !== null) {
      await tx.update(users).set({ cashPasswordFails: 0, cashPasswordLockedUntil: null }).where(eq(users.id, userId))
    }
    if ((await usedToday(tx, userId, now)) >= settings.dailyTimes) return refuse('cashOutDailyLimit', { limit: String(settings.dailyTimes) })
    // The cash-out itself in a savepoint: a balance too small undoes it alone, so the right password's
    // reset of the wrong tries above is committed with that refusal (docs/rules.md "Wallet and cash-out").
    return refusedOr(() => tx.transaction(async (sp): Promise<Outcome<WalletCashOutResult>> => {
      // the check constraint keeps the fee below the amount: the payee always receives something
      const feeFen = Math.min(feeOf(req.amountFen, settings.feeRate), req.amountFen - 1)
      const [row] = await sp.insert(cashOuts).values({
        userId, amountFen: req.amountFen, status: 'pending', payType: req.payType,
        accountName: account.name, accountNumber: account.number, feeFen, createdAt: now,
      }).returning({ id: cashOuts.id })
      const moved = await debit(sp, { userId, kind: 'cash_out', amountFen: req.amountFen, refType: 'cash_out', refId: row.id, at: now })
      if (moved === 'insufficient') throw new Refused(refuse('walletInsufficient'))
      if (moved !== 'done') throw new Error(`cash-out ${row.id}: debit ${moved}`)
      const [wallet] = await sp.update(wallets)
        .set({ frozenFen: sql`${wallets.frozenFen} + ${req.amountFen}`, updatedAt: now })
        .where(eq(wallets.userId, userId))
        .returning({ balanceFen: wallets.balanceFen, frozenFen: wallets.frozenFen })
      return {
        value: {
          cash_out_id: row.id,
          amount: yuan(req.amountFen),
          status: 'pending',
          balance: yuan(wallet.balanceFen),
          frozen_amount: yuan(wallet.frozenFen),
        },
      }
    }))
  }))
}
