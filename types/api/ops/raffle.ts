import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OptText, Text, TimeText, opsCalls } from '../contract'
import { PRIZE_KINDS, RAFFLE_STATES, RAFFLE_STYLES, RAFFLE_WIN_STATES } from '../raffle'

// The operators' raffle calls (docs/contract.md "Operator calls"; docs/rules.md "Raffles"):
// activities and their prizes created or changed, an activity closed, the goods wins to ship and
// their shipping. Served by server/src/modules/raffle/ops.ts, and by `npm run ops` until the
// console exists.

/** The largest weight of one prize (a draw picks below the sum with node:crypto's randomInt). */
export const RAFFLE_WEIGHT_MAX = 1_000_000
/** The largest stock of a prize, gold cost, allowance and value an operator may set. */
export const RAFFLE_NUMBER_MAX = 100_000_000

const Count = (minimum: number) => Type.Integer({ minimum, maximum: RAFFLE_NUMBER_MAX })

export const OpsRaffleActivityBody = Exact({
  /** Absent: a new activity (with its consolation prize 谢谢参与), which needs every field but cover,
   * rules and enabled; present: the activity changed, the fields not given kept. */
  id: Type.Optional(Id),
  title: Type.Optional(Text(30)),
  style: Type.Optional(OneOf(RAFFLE_STYLES)),
  cover: Type.Optional(OptText(300)),
  cost_gold: Type.Optional(Count(0)),
  daily_limit: Type.Optional(Count(1)),
  total_limit: Type.Optional(Count(1)),
  start_time: Type.Optional(TimeText),
  end_time: Type.Optional(TimeText),
  rules: Type.Optional(OptText(2000)),
  /** A disabled activity is nowhere to be seen (a draft); new ones are enabled. */
  enabled: Type.Optional(Type.Boolean()),
})
export type OpsRaffleActivityBody = Static<typeof OpsRaffleActivityBody>

export const OpsRaffleActivityRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  style: OneOf(RAFFLE_STYLES),
  state: OneOf(RAFFLE_STATES),
  enabled: Type.Boolean(),
  cost_gold: Type.Integer(),
  daily_limit: Type.Integer(),
  total_limit: Type.Integer(),
  start_time: TimeText,
  end_time: TimeText,
  closed_time: Nullable(TimeText),
})
export type OpsRaffleActivityRow = Static<typeof OpsRaffleActivityRowSchema>

export const OpsRafflePrizeBody = Exact({
  /** Absent: a new prize of activity_id (name, kind and weight needed); present: the prize changed,
   * the fields not given kept (its activity and kind stay). */
  id: Type.Optional(Id),
  activity_id: Type.Optional(Id),
  /** Where the draw page lays it out (ascending); a new prize goes last by default. */
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  name: Type.Optional(Text(30)),
  /** Not 'none': each activity has its one consolation prize from its creation. */
  kind: Type.Optional(OneOf(PRIZE_KINDS)),
  /** Gold coins, cash in fen, the coupon's amount in fen, membership days; 0 for goods and none. */
  value: Type.Optional(Count(0)),
  image: Type.Optional(OptText(300)),
  weight: Type.Optional(Type.Integer({ minimum: 0, maximum: RAFFLE_WEIGHT_MAX })),
  /** null: unlimited (the consolation prize is always unlimited). A change keeps what was given:
   * left = stock - given, at least 0. A new prize is unlimited unless given. */
  stock: Type.Optional(Nullable(Count(0))),
  /** A coupon's threshold in fen, days it is valid and the 外卖红包 offer (coupon_type) whose link it opens. */
  threshold_fen: Type.Optional(Count(0)),
  valid_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  coupon_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  /** A disabled prize is neither shown nor drawn (the consolation prize stays enabled). */
  enabled: Type.Optional(Type.Boolean()),
})
export type OpsRafflePrizeBody = Static<typeof OpsRafflePrizeBody>

export const OpsRafflePrizeRowSchema = Type.Object({
  id: Type.Integer(),
  activity_id: Type.Integer(),
  position: Type.Integer(),
  name: Type.String(),
  kind: OneOf(PRIZE_KINDS),
  value: Type.Integer(),
  weight: Type.Integer(),
  odds: Type.String(),
  stock: Nullable(Type.Integer()),
  stock_left: Nullable(Type.Integer()),
  enabled: Type.Boolean(),
})
export type OpsRafflePrizeRow = Static<typeof OpsRafflePrizeRowSchema>

/** Why a save was refused: a message key of the server (the CLI prints it translated) and the field it is about. */
const Refusal = { reason: Type.String(), field: Type.Optional(Type.String()) }

export const OpsRaffleWinRowSchema = Type.Object({
  id: Type.Integer(),
  activity_id: Type.Integer(),
  activity_title: Type.String(),
  prize_name: Type.String(),
  /** The winner, phone masked. */
  user: Type.String(),
  state: OneOf(RAFFLE_WIN_STATES),
  name: Nullable(Type.String()),
  tel: Nullable(Type.String()),
  address: Nullable(Type.String()),
  carrier: Nullable(Type.String()),
  tracking_no: Nullable(Type.String()),
  claimed_time: Nullable(TimeText),
  shipped_time: Nullable(TimeText),
  create_time: TimeText,
})
export type OpsRaffleWinRow = Static<typeof OpsRaffleWinRowSchema>

export const RAFFLE_WIN_FILTERS = ['to_ship', 'to_claim', 'claimed', 'shipped', 'all'] as const

export const raffleOps = opsCalls({
  activities: {
    path: '/ops/raffle-activities',
    doc: 'lists raffle activities, newest first, with their state.',
    auth: 'operator',
    roles: ['content', 'reviewer'],
    reads: true,
    body: Exact({ limit: Limit(500) }),
    result: OpsResult('raffle-activities', { activities: Type.Array(OpsRaffleActivityRowSchema) }),
  },
  activitySave: {
    path: '/ops/raffle-activity-save',
    doc: 'creates a raffle activity (with its consolation prize 谢谢参与) or changes one.',
    auth: 'operator',
    roles: ['content'],
    body: OpsRaffleActivityBody,
    result: OpsResult('raffle-activity-save', {
      result: Type.Union([
        OpsOutcome('saved', { created: Type.Boolean(), activity: OpsRaffleActivityRowSchema }),
        OpsOutcome('not_found', { id: Type.Integer() }),
        OpsOutcome('refused', Refusal),
      ]),
    }),
  },
  prizes: {
    path: '/ops/raffle-prizes',
    doc: "lists an activity's prizes with weight, published odds and stock.",
    auth: 'operator',
    roles: ['content', 'reviewer'],
    reads: true,
    body: Exact({ activity_id: Id }),
    result: OpsResult('raffle-prizes', { prizes: Type.Array(OpsRafflePrizeRowSchema) }),
  },
  prizeSave: {
    path: '/ops/raffle-prize-save',
    doc: "creates or changes a prize of an activity: weight, stock, what it gives; each activity keeps exactly one consolation prize (kind none).",
    auth: 'operator',
    roles: ['content'],
    body: OpsRafflePrizeBody,
    result: OpsResult('raffle-prize-save', {
      result: Type.Union([
        OpsOutcome('saved', { created: Type.Boolean(), prize: OpsRafflePrizeRowSchema }),
        OpsOutcome('not_found'),
        OpsOutcome('refused', Refusal),
      ]),
    }),
  },
  close: {
    path: '/ops/raffle-close',
    doc: 'closes a raffle activity now: no more draws; won prizes stay.',
    auth: 'operator',
    roles: ['content'],
    body: Exact({ activity_id: Id }),
    result: OpsResult('raffle-close', {
      result: Type.Union([
        OpsOutcome('closed', { id: Type.Integer(), closed_time: TimeText }),
        OpsOutcome('already_closed', { id: Type.Integer(), closed_time: TimeText }),
        OpsOutcome('not_found', { id: Type.Integer() }),
      ]),
    }),
  },
  wins: {
    path: '/ops/raffle-wins',
    doc: 'lists goods wins: to ship (claimed ones first, then those waiting for an address), or one state, or all.',
    auth: 'operator',
    roles: ['reviewer', 'content'],
    reads: true,
    body: Exact({ state: OneOf(RAFFLE_WIN_FILTERS), limit: Limit(500) }),
    result: OpsResult('raffle-wins', { wins: Type.Array(OpsRaffleWinRowSchema) }),
  },
  ship: {
    path: '/ops/raffle-ship',
    doc: 'marks a claimed goods win shipped with the carrier and tracking number; once.',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ win_id: Id, carrier: Text(30), tracking_no: Type.String({ pattern: '^[A-Za-z0-9-]{4,40}$' }) }),
    result: OpsResult('raffle-ship', {
      result: Type.Union([
        OpsOutcome('shipped', { id: Type.Integer(), win: OpsRaffleWinRowSchema }),
        OpsOutcome('not_found', { id: Type.Integer() }),
        OpsOutcome('not_claimed', { id: Type.Integer(), state: OneOf(RAFFLE_WIN_STATES) }),
      ]),
    }),
  },
})
