import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, Nullable, OneOf, PagedOf, paging, Tel, Text, TimeText, type CallBody } from './contract'

// Raffles (幸运抽奖, docs/rules.md "Raffles"): this project's own calls under /api/raffle/ (the spec
// names the pages, not their calls). A draw is decided on the server; the pages only animate it.

/** What a prize gives: gold coins, wallet cash, a coupon card (红包卡券, cardRedUser), membership days,
 * a physical good (shipped to an address the winner gives on exchange), or nothing (谢谢参与, the
 * consolation prize, unlimited stock). */
export const PRIZE_KINDS = ['gold', 'cash', 'coupon', 'membership_days', 'goods', 'none'] as const
export type PrizeKind = typeof PRIZE_KINDS[number]

/** How an activity's draw page shows the draw; each style is one page of pages_raffle
 * (src/routes.ts): wheel = kevy-luckydraw, grid = other_one, flip = other_two, egg = other_three,
 * scratch = other_four, capsule = other_five. */
export const RAFFLE_STYLES = ['wheel', 'grid', 'flip', 'egg', 'scratch', 'capsule'] as const
export type RaffleStyle = typeof RAFFLE_STYLES[number]

/** upcoming: before its start; live: draws accepted; ended: after its end (or closed by an operator). */
export const RAFFLE_STATES = ['upcoming', 'live', 'ended'] as const
export type RaffleState = typeof RAFFLE_STATES[number]

export const RafflePrizeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: OneOf(PRIZE_KINDS),
  /** What the kind gives: gold coins, cash in fen, the coupon card's amount in fen, membership days;
   * 0 for goods and none. */
  value: Type.Integer(),
  image: Type.String(),
  /** 概率公示: this prize's chance per draw, its weight over the sum of the activity's weights, as a
   * percentage with two decimals ('12.50%'). The server draws with exactly these weights. */
  odds: Type.String({ pattern: '^\\d{1,3}\\.\\d{2}%$' }),
  /** Stock left; null = unlimited (the consolation prize). */
  stock_left: Nullable(Type.Integer()),
})
export type RafflePrize = Static<typeof RafflePrizeSchema>

export const RaffleActivityCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  style: OneOf(RAFFLE_STYLES),
  cover: Type.String(),
  /** Gold per draw (0: free). */
  cost_gold: Type.Integer(),
  start_time: TimeText,
  end_time: TimeText,
  state: OneOf(RAFFLE_STATES),
})
export type RaffleActivityCard = Static<typeof RaffleActivityCardSchema>

/** The caller's standing in an activity (null when logged out). */
export const RaffleMineSchema = Type.Object({
  gold: Type.Integer(),
  draws_today: Type.Integer(),
  draws_total: Type.Integer(),
})
export type RaffleMine = Static<typeof RaffleMineSchema>

export const RaffleActivitySchema = Type.Object({
  ...RaffleActivityCardSchema.properties,
  /** The operator's rules text (活动规则). */
  rules: Type.String(),
  /** Draws a user may make per Shanghai day, and in the whole activity. */
  daily_limit: Type.Integer(),
  total_limit: Type.Integer(),
  /** In the order the draw page lays them out (wheel sectors, grid cells). */
  prizes: Type.Array(RafflePrizeSchema),
  mine: Nullable(RaffleMineSchema),
})
export type RaffleActivity = Static<typeof RaffleActivitySchema>

/** A won prize: granted at once (gold, cash, coupon, membership days), or goods to claim with an
 * address (to_claim), claimed (waiting to ship), shipped (with the carrier's tracking number). */
export const RAFFLE_WIN_STATES = ['granted', 'to_claim', 'claimed', 'shipped'] as const
export type RaffleWinState = typeof RAFFLE_WIN_STATES[number]

export const ShippingSchema = Type.Object({
  name: Type.String(),
  tel: Type.String(),
  address: Type.String(),
  carrier: Nullable(Type.String()),
  tracking_no: Nullable(Type.String()),
  shipped_at: Nullable(TimeText),
})
export type Shipping = Static<typeof ShippingSchema>

export const RaffleWinSchema = Type.Object({
  id: Type.Integer(),
  activity_id: Type.Integer(),
  activity_title: Type.String(),
  prize_name: Type.String(),
  kind: OneOf(PRIZE_KINDS),
  value: Type.Integer(),
  image: Type.String(),
  state: OneOf(RAFFLE_WIN_STATES),
  shipping: Nullable(ShippingSchema),
  create_time: TimeText,
})
export type RaffleWin = Static<typeof RaffleWinSchema>

export const RaffleDrawResultSchema = Type.Object({
  draw_id: Type.Integer(),
  /** Where the page stops: the index of the prize in the activity's prizes. */
  prize_index: Type.Integer(),
  prize: RafflePrizeSchema,
  /** The win record (my_raffle); null for the consolation prize. */
  win: Nullable(RaffleWinSchema),
  mine: RaffleMineSchema,
})
export type RaffleDrawResult = Static<typeof RaffleDrawResultSchema>

/** A draw's request id: made by the app once per tap; the same id again is the same draw. */
export const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })

export const raffle = calls({
  activities: {
    path: '/api/raffle/activities',
    doc: 'the raffle activities that are live or upcoming, then recently ended, for index_raffle.',
    auth: 'optional',
    body: Type.Object({ ...paging(50) }),
    result: PagedOf(RaffleActivityCardSchema),
  },
  detail: {
    path: '/api/raffle/detail',
    doc: 'an activity with its prizes, their published odds (概率公示) and, logged in, the caller\'s gold and draws.',
    auth: 'optional',
    body: Type.Object({ activity_id: Id }),
    result: RaffleActivitySchema,
  },
  draw: {
    path: '/api/raffle/draw',
    doc: 'one draw: takes the gold, checks the allowances, picks a prize with stock by the published odds and grants it; the same request_id again answers the same draw.',
    auth: 'required',
    body: Type.Object({ activity_id: Id, request_id: RequestId }),
    result: RaffleDrawResultSchema,
  },
  wins: {
    path: '/api/raffle/wins',
    doc: "the caller's won prizes (my_raffle), newest first.",
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: PagedOf(RaffleWinSchema),
  },
  claim: {
    path: '/api/raffle/claim',
    doc: 'gives the shipping address for a won physical prize (exchange); once.',
    auth: 'required',
    body: Type.Object({ win_id: Id, name: Text(20), tel: Tel, address: Text(120) }),
    result: RaffleWinSchema,
  },
})

export type RaffleDetailRequest = CallBody<typeof raffle.detail>
export type RaffleDrawRequest = CallBody<typeof raffle.draw>
export type RaffleClaimRequest = CallBody<typeof raffle.claim>
