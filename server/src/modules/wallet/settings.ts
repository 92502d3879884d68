import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { appConfig } from '../../db/schema'
import { DEFAULT_APP_CONFIG, DEFAULT_CASH_OUT_SETTINGS } from '../../db/seed'
import { yuan } from '../../lib'

// The cash-out figures (docs/rules.md "Wallet and cash-out"), read from app_config rows on every
// call so an operator's change applies at once: cashout_min, cashout_max (yuan strings, as
// appConfig serves them), cashout_daily_times, cashout_fee_rate (a decimal string), cashout_channels
// and system_infos.cashout_notice. A missing or unusable row counts as its default.

export interface CashOutSettings {
  minFen: number
  maxFen: number
  dailyTimes: number
  /** The fee rate as written, e.g. '0' or '0.006'. */
  feeRate: string
  /** Open payout channels. */
  channels: { alipay: boolean; wechat: boolean }
  notice: string
}

/** The largest amount a cash-out body can carry: 8 integer digits (types/api/wallet.ts). */
const AMOUNT = /^(\d{1,8})(?:\.(\d{1,2}))?$/

/** A yuan string ('12', '12.5', '12.50', at most 8 integer digits and 2 decimals) in fen, or null. */
export function fenOf(text: unknown): number | null {
  if (typeof text !== 'string') return null
  const m = AMOUNT.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** A fee rate from 0 up to (not including) 1, at most 6 decimals. */
const FEE_RATE = /^0(\.\d{1,6})?$/

/** The fee of a cash-out in fen: amount × rate, rounded half up (integers only). */
export function feeOf(amountFen: number, rate: string): number {
  const m = FEE_RATE.exec(rate)
  const decimals = m?.[1]?.slice(1) ?? ''
  if (!decimals) return 0
  const num = BigInt(decimals)
  const den = 10n ** BigInt(decimals.length)
  return Number((BigInt(amountFen) * num * 2n + den) / (2n * den))
}

const KEYS = ['cashout_min', 'cashout_max', 'cashout_daily_times', 'cashout_fee_rate', 'cashout_channels', 'system_infos'] as const

export async function cashOutSettings(db: Db): Promise<CashOutSettings> {
  const rows = await db.select().from(appConfig).where(inArray(appConfig.key, [...KEYS]))
  const value = (key: (typeof KEYS)[number]) => rows.find((r) => r.key === key)?.value
  const d = DEFAULT_CASH_OUT_SETTINGS
  const minFen = fenOf(value('cashout_min')) ?? fenOf(DEFAULT_APP_CONFIG.cashout_min)!
  const maxFen = fenOf(value('cashout_max')) ?? fenOf(DEFAULT_APP_CONFIG.cashout_max)!
  const times = value('cashout_daily_times')
  const rate = value('cashout_fee_rate')
  const channels = value('cashout_channels') as Record<string, unknown> | undefined
  const infos = value('system_infos') as Record<string, unknown> | undefined
  const flag = (name: 'alipay' | 'wechat') =>
    channels && typeof channels === 'object' && typeof channels[name] === 'boolean' ? channels[name] as boolean : d.cashout_channels[name]
  return {
    // a minimum below 0.01 would let a zero through
    minFen: Math.max(1, minFen),
    maxFen,
    dailyTimes: typeof times === 'number' && Number.isInteger(times) && times >= 0 ? times : d.cashout_daily_times,
    feeRate: typeof rate === 'string' && FEE_RATE.test(rate) ? rate : d.cashout_fee_rate,
    channels: { alipay: flag('alipay'), wechat: flag('wechat') },
    notice: typeof infos?.cashout_notice === 'string' ? infos.cashout_notice : DEFAULT_APP_CONFIG.system_infos.cashout_notice ?? '',
  }
}

/** The range for the refusal message: {min, max} in yuan. */
export const yuanRange = (s: CashOutSettings): Record<string, string> => ({ min: yuan(s.minFen), max: yuan(s.maxFen) })
