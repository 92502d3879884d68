import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { BlindBoxContent, BlindBoxPrizeKind } from '@api-types/blindBox'
import { BLIND_BOX_LIMITS, type OpsBlindBoxContent } from '@api-types/ops/blindBox'
import type { Db } from '../../db/driver'
import { blindBoxSettings } from '../../db/schema'
import { yuan } from '../../lib'

// The blind-box settings (docs/rules.md "Blind boxes"): one row of blind_box_settings, read on
// every start and help so an operator's change applies at once to new boxes (a box keeps the
// settings it started with). The odds published are each content's weight over the sum of the
// weights, and the draw uses those same weights with a cryptographic random source.

export interface Settings {
  helpersNeeded: number
  dailyHelpCap: number
  newUserDouble: boolean
  lifetimeHours: number
  contents: OpsBlindBoxContent[]
  updatedAt: Date
}

/** A new user, whose help may count double: registered within this many hours. */
export const NEW_USER_HOURS = 24

/** The demo's live settings (the seed's row): 3 help points, 3 boxes a day per helper, a new user's help counts 2, 24 hours. */
export const DEFAULT_SETTINGS: Omit<Settings, 'updatedAt'> = {
  helpersNeeded: 3,
  dailyHelpCap: 3,
  newUserDouble: true,
  lifetimeHours: 24,
  contents: [
    { kind: 'gold', amount: 50, weight: 50 },
    { kind: 'gold', amount: 200, weight: 30 },
    { kind: 'cash', amount: 100, weight: 15 },
    { kind: 'cash', amount: 500, weight: 5 },
  ],
}

const within = (v: unknown, { minimum, maximum }: { minimum: number; maximum: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= minimum && v <= maximum

/** Contents as stored (JSON), or null when any is unusable. */
export function contentsOf(value: unknown): OpsBlindBoxContent[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > BLIND_BOX_LIMITS.contents.maxItems) return null
  const out: OpsBlindBoxContent[] = []
  for (const c of value as Record<string, unknown>[]) {
    const kind = c?.kind
    if (kind !== 'gold' && kind !== 'cash') return null
    if (!within(c.amount, kind === 'gold' ? BLIND_BOX_LIMITS.gold : BLIND_BOX_LIMITS.cashFen) || !within(c.weight, BLIND_BOX_LIMITS.weight)) return null
    out.push({ kind, amount: c.amount, weight: c.weight })
  }
  return out
}

/** The settings row; an unusable value counts as its default. */
export async function readSettings(db: Pick<Db, 'select'>): Promise<Settings> {
  const [row] = await db.select().from(blindBoxSettings).where(eq(blindBoxSettings.id, 1))
  const d = DEFAULT_SETTINGS
  return {
    helpersNeeded: within(row?.helpersNeeded, BLIND_BOX_LIMITS.helpersNeeded) ? row.helpersNeeded : d.helpersNeeded,
    dailyHelpCap: within(row?.dailyHelpCap, BLIND_BOX_LIMITS.dailyHelpCap) ? row.dailyHelpCap : d.dailyHelpCap,
    newUserDouble: row?.newUserDouble ?? d.newUserDouble,
    lifetimeHours: within(row?.lifetimeHours, BLIND_BOX_LIMITS.lifetimeHours) ? row.lifetimeHours : d.lifetimeHours,
    contents: contentsOf(row?.contents) ?? d.contents,
    updatedAt: row?.updatedAt ?? new Date(0),
  }
}

/** A weight's share of the total as the page shows it: at most two decimals, e.g. '33.33%', '5%'. */
export function oddsText(weight: number, total: number): string {
  return `${Number((Math.round((weight * 10000) / total) / 100).toFixed(2))}%`
}

/** A content's amount as shown: coins '200', cash in yuan '1.00'. */
export const amountText = (kind: BlindBoxPrizeKind, amount: number): string => (kind === 'gold' ? String(amount) : yuan(amount))

/** The contents with their published odds. */
export function published(contents: readonly OpsBlindBoxContent[]): BlindBoxContent[] {
  const total = contents.reduce((s, c) => s + c.weight, 0)
  return contents.map((c) => ({ kind: c.kind, amount: amountText(c.kind, c.amount), odds: oddsText(c.weight, total) }))
}

/** Draws one content by its weight with a cryptographic random source (node's randomInt). */
export function draw(contents: readonly OpsBlindBoxContent[], random: (max: number) => number = (max) => randomInt(max)): OpsBlindBoxContent {
  const total = contents.reduce((s, c) => s + c.weight, 0)
  let ticket = random(total)
  for (const c of contents) {
    if (ticket < c.weight) return c
    ticket -= c.weight
  }
  return contents[contents.length - 1]
}

/** The demo seed: the live settings row when missing (docs/rules.md "Blind boxes"). */
export async function seedBlindBox(tx: Pick<Db, 'insert'>, now = new Date()): Promise<number> {
  const rows = await tx.insert(blindBoxSettings).values({ id: 1, ...DEFAULT_SETTINGS, updatedAt: now })
    .onConflictDoNothing().returning({ id: blindBoxSettings.id })
  return rows.length
}
