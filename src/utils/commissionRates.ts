import type { AppConfigResult } from '@api-types/config'

// The one presenter of the commission terms (docs/rules.md "Team and referral"): the rates of
// appConfig's `reward` as percentages and the days a commission waits as 待入账. The make-money
// tab, 邀请团员, 赚钱规则 and the invitation pages (邀请好友, 注册领福利) all read them here.

/** The server's defaults, shown until the operator's config says otherwise. */
const DEFAULT_DIRECT_RATE = '0.10'
const DEFAULT_INDIRECT_RATE = '0.05'
/** Days a commission stays 待入账 before it moves to the balance: the server's default, until appConfig says. */
const DEFAULT_FROZEN_DAYS = 7

/** '0.10' -> '10%', '0.075' -> '7.5%'; a malformed rate falls back to the default. */
export function ratePercent(rate: string | number | null | undefined, fallback: string): string {
  const n = Number(rate)
  const value = Number.isFinite(n) && n >= 0 && n <= 1 && rate !== '' && rate !== null ? n : Number(fallback)
  return `${Math.round(value * 1000) / 10}%`
}

export interface CommissionTerms {
  /** What a direct member's rebate or membership earns, e.g. '10%'. */
  direct: string
  /** What a second-level member's earns, e.g. '5%'. */
  indirect: string
  frozenDays: number
}

export function commissionTerms(config: AppConfigResult | null): CommissionTerms {
  return {
    direct: ratePercent(config?.reward?.direct_rate, DEFAULT_DIRECT_RATE),
    indirect: ratePercent(config?.reward?.indirect_rate, DEFAULT_INDIRECT_RATE),
    frozenDays: config?.reward?.frozen_days ?? DEFAULT_FROZEN_DAYS,
  }
}
