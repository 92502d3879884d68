import { eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { appConfig } from '../../db/schema'
import { DEFAULT_APP_CONFIG } from '../../db/seed'

// The commission figures (docs/rules.md "Team and referral"), operator data in app_config read on
// every commission so a change applies at once: the rates of the `reward` row, which appConfig
// serves to the app's share screens (direct_rate for the inviter, indirect_rate for the inviter's
// inviter, decimal strings such as '0.10') and frozen_days (the days a commission waits as 待入账),
// which the app shows too. An unusable value counts as its default.

export interface CommissionSettings {
  /** Rates in basis points (1000 = 10%), by level. */
  rateBp: { 1: number; 2: number }
  frozenDays: number
}

/** A rate from 0 to 1 with at most 4 decimals, in basis points; null when unusable. */
export function basisPointsOf(rate: unknown): number | null {
  if (typeof rate !== 'string' && typeof rate !== 'number') return null
  const m = /^(0|1)(?:\.(\d{1,4}))?$/.exec(String(rate).trim())
  if (!m) return null
  const bp = Number(m[1]) * 10000 + Number((m[2] ?? '').padEnd(4, '0'))
  return bp <= 10000 ? bp : null
}

export async function commissionSettings(db: Db): Promise<CommissionSettings> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, 'reward'))
  const reward = (row?.value ?? {}) as Record<string, unknown>
  // the seeded reward row is never null
  const defaults = DEFAULT_APP_CONFIG.reward!
  const days = reward.frozen_days
  return {
    rateBp: {
      1: basisPointsOf(reward.direct_rate) ?? basisPointsOf(defaults.direct_rate)!,
      2: basisPointsOf(reward.indirect_rate) ?? basisPointsOf(defaults.indirect_rate)!,
    },
    frozenDays: typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 365 ? days : defaults.frozen_days!,
  }
}
