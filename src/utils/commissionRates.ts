import type { AppConfigResult } from '@api-types/config'

// The commission rates of the team (docs/rules.md "Team and referral"), as the make-money tab and
// the invitation pages show them: the operator's config/appConfig reward, else the defaults.

/** The default commission rates (10% on a direct invitee's orders, 5% on the next level), used until the operator's config says otherwise. */
export const DEFAULT_DIRECT_RATE = '0.10'
export const DEFAULT_INDIRECT_RATE = '0.05'

/** '0.10' -> '10%', '0.075' -> '7.5%'; a malformed rate falls back to the default. */
export function ratePercent(rate: string | number | null | undefined, fallback: string): string {
  const n = Number(rate)
  const value = Number.isFinite(n) && n >= 0 && n <= 1 && rate !== '' && rate !== null ? n : Number(fallback)
  return `${Math.round(value * 1000) / 10}%`
}

export function commissionRates(config: AppConfigResult | null): { direct: string; indirect: string } {
  return {
    direct: ratePercent(config?.reward?.direct_rate, DEFAULT_DIRECT_RATE),
    indirect: ratePercent(config?.reward?.indirect_rate, DEFAULT_INDIRECT_RATE),
  }
}
