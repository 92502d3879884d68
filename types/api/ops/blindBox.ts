import { Type, type Static } from '@sinclair/typebox'
import { Exact, OneOf, OpsOutcome, OpsResult, TimeText, opsCalls } from '../contract'
import { BLIND_BOX_PRIZE_KINDS, BlindBoxContentSchema } from '../blindBox'

// The operators' blind-box call (docs/contract.md "Operator calls"; docs/rules.md "Blind boxes"):
// the settings new boxes start with, viewed or changed. Served by server/src/modules/blindBox/ops.ts.

export const BLIND_BOX_LIMITS = {
  helpersNeeded: { minimum: 1, maximum: 50 },
  dailyHelpCap: { minimum: 1, maximum: 50 },
  lifetimeHours: { minimum: 1, maximum: 168 },
  /** Gold coins per content, fen per content. */
  gold: { minimum: 1, maximum: 100000 },
  cashFen: { minimum: 1, maximum: 100000 },
  weight: { minimum: 1, maximum: 1000000 },
  contents: { minItems: 1, maxItems: 20 },
} as const

/** A content as an operator sets it: coins for gold, fen for cash, and its weight. */
export const OpsBlindBoxContentSchema = Type.Object({
  kind: OneOf(BLIND_BOX_PRIZE_KINDS),
  /** Coins (gold) or fen (cash). */
  amount: Type.Integer({ minimum: 1, maximum: 100000 }),
  weight: Type.Integer(BLIND_BOX_LIMITS.weight),
}, { additionalProperties: false })
export type OpsBlindBoxContent = Static<typeof OpsBlindBoxContentSchema>

export const OpsBlindBoxSettingsSchema = Type.Object({
  helpers_needed: Type.Integer(),
  daily_help_cap: Type.Integer(),
  new_user_double: Type.Boolean(),
  lifetime_hours: Type.Integer(),
  contents: Type.Array(Type.Object({ ...OpsBlindBoxContentSchema.properties, odds: BlindBoxContentSchema.properties.odds })),
  updated_at: TimeText,
})
export type OpsBlindBoxSettings = Static<typeof OpsBlindBoxSettingsSchema>

export const OpsBlindBoxOutcomeSchema = Type.Union([
  OpsOutcome('viewed', { settings: OpsBlindBoxSettingsSchema }),
  OpsOutcome('changed', { settings: OpsBlindBoxSettingsSchema }),
])
export type OpsBlindBoxOutcome = Static<typeof OpsBlindBoxOutcomeSchema>

export const blindBoxOps = opsCalls({
  blindBoxSettings: {
    path: '/ops/blind-box-settings',
    doc: 'views the blind-box settings, or changes those given (new boxes start with them; open boxes keep theirs).',
    auth: 'operator',
    roles: ['content'],
    body: Exact({
      helpers_needed: Type.Optional(Type.Integer(BLIND_BOX_LIMITS.helpersNeeded)),
      daily_help_cap: Type.Optional(Type.Integer(BLIND_BOX_LIMITS.dailyHelpCap)),
      new_user_double: Type.Optional(Type.Boolean()),
      lifetime_hours: Type.Optional(Type.Integer(BLIND_BOX_LIMITS.lifetimeHours)),
      contents: Type.Optional(Type.Array(OpsBlindBoxContentSchema, BLIND_BOX_LIMITS.contents)),
    }),
    result: OpsResult('blind-box-settings', { result: OpsBlindBoxOutcomeSchema }),
  },
})
