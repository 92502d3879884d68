import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, Nullable, OneOf, PagedOf, paging, TimeText, type CallBody } from './contract'
import { MaskedUserSchema, MiniProgramCodeSchema } from './team'

// Blind boxes with friends' help (docs/rules.md "Blind boxes"): this project's own calls under
// /api/blindBox/. A user starts a box; it opens when friends' help reaches the published number;
// the prize is drawn on the server by the published odds. Helpers get nothing (WeChat's rules).

/** What a box may hold: gold coins (the gold book) or wallet cash (the wallet book). */
export const BLIND_BOX_PRIZE_KINDS = ['gold', 'cash'] as const
export type BlindBoxPrizeKind = typeof BLIND_BOX_PRIZE_KINDS[number]

/** open: waiting for help; opened: the prize is granted; expired: not opened in time. */
export const BLIND_BOX_STATES = ['open', 'opened', 'expired'] as const
export type BlindBoxState = typeof BLIND_BOX_STATES[number]

/** Why the caller cannot help a box (null: they can). */
export const BLIND_BOX_REFUSALS = ['login', 'own', 'helped', 'daily_cap', 'opened', 'expired'] as const
export type BlindBoxRefusal = typeof BLIND_BOX_REFUSALS[number]

/** A share code: what the help link and the mini-program code carry. */
export const BoxCode = Type.String({ pattern: '^[A-Za-z0-9]{6,16}$' })

/** A possible content with its published odds. */
export const BlindBoxContentSchema = Type.Object({
  kind: OneOf(BLIND_BOX_PRIZE_KINDS),
  /** Coins ('100') or yuan ('1.50'). */
  amount: Type.String(),
  /** The published odds as a percentage text, e.g. '33.33%'. */
  odds: Type.String(),
})
export type BlindBoxContent = Static<typeof BlindBoxContentSchema>

export const BlindBoxConfigSchema = Type.Object({
  /** The help points that open a box (one friend's help is 1, a new user's 2 when new_user_double). */
  helpers_needed: Type.Integer(),
  /** How many boxes one person may help a day (Asia/Shanghai days). */
  daily_help_cap: Type.Integer(),
  /** A new user's help (registered within new_user_hours) counts as 2. */
  new_user_double: Type.Boolean(),
  new_user_hours: Type.Integer(),
  /** How long a box waits for its help before it lapses. */
  lifetime_hours: Type.Integer(),
  contents: Type.Array(BlindBoxContentSchema),
})
export type BlindBoxConfig = Static<typeof BlindBoxConfigSchema>

export const BlindBoxPrizeSchema = Type.Object({
  kind: OneOf(BLIND_BOX_PRIZE_KINDS),
  amount: Type.String(),
})
export type BlindBoxPrize = Static<typeof BlindBoxPrizeSchema>

/** A friend's help as a box shows it: the friend masked. */
export const BlindBoxHelperSchema = Type.Object({
  ...MaskedUserSchema.properties,
  /** 1, or 2 for a new user's help when the box counts it double. */
  points: Type.Integer(),
  time: TimeText,
})
export type BlindBoxHelper = Static<typeof BlindBoxHelperSchema>

export const BlindBoxSchema = Type.Object({
  id: Type.Integer(),
  /** The share code of its help link. */
  code: Type.String(),
  status: OneOf(BLIND_BOX_STATES),
  helpers_needed: Type.Integer(),
  /** Help points so far (at most helpers_needed). */
  progress: Type.Integer(),
  new_user_double: Type.Boolean(),
  /** The contents and odds this box was started with. */
  contents: Type.Array(BlindBoxContentSchema),
  start_time: TimeText,
  expire_time: TimeText,
  open_time: Nullable(TimeText),
  /** Set once opened. */
  prize: Nullable(BlindBoxPrizeSchema),
  /** Everyone who helped, first first. */
  helpers: Type.Array(BlindBoxHelperSchema),
})
export type BlindBox = Static<typeof BlindBoxSchema>

export const BlindBoxMineSchema = Type.Object({
  /** The open box, or null. */
  current: Nullable(BlindBoxSchema),
  /** Opened and expired boxes, newest first (at most 20). */
  past: Type.Array(BlindBoxSchema),
  server_time: TimeText,
})
export type BlindBoxMine = Static<typeof BlindBoxMineSchema>

/** What someone opening a help link sees. */
export const BlindBoxViewSchema = Type.Object({
  code: Type.String(),
  owner: MaskedUserSchema,
  status: OneOf(BLIND_BOX_STATES),
  helpers_needed: Type.Integer(),
  progress: Type.Integer(),
  expire_time: TimeText,
  server_time: TimeText,
  helpers: Type.Array(BlindBoxHelperSchema),
  is_owner: Type.Boolean(),
  can_help: Type.Boolean(),
  /** Why not (null when can_help). */
  reason: Type.Unsafe<BlindBoxRefusal | null>({ type: 'string', nullable: true, enum: [...BLIND_BOX_REFUSALS, null] }),
  /** How many points the caller's help would count (2: a new user's, doubled). */
  my_points: Type.Integer(),
})
export type BlindBoxView = Static<typeof BlindBoxViewSchema>

export const BlindBoxHelpResultSchema = Type.Object({
  points: Type.Integer(),
  progress: Type.Integer(),
  helpers_needed: Type.Integer(),
  /** The help opened the box. */
  opened: Type.Boolean(),
})
export type BlindBoxHelpResult = Static<typeof BlindBoxHelpResultSchema>

/** received: help my boxes got; given: help I gave. */
export const BLIND_BOX_HELP_SIDES = ['received', 'given'] as const
export type BlindBoxHelpSide = typeof BLIND_BOX_HELP_SIDES[number]

export const BlindBoxHelpRowSchema = Type.Object({
  id: Type.Integer(),
  /** The helper (received) or the box's owner (given), masked. */
  user: MaskedUserSchema,
  box_id: Type.Integer(),
  box_status: OneOf(BLIND_BOX_STATES),
  points: Type.Integer(),
  time: TimeText,
})
export type BlindBoxHelpRow = Static<typeof BlindBoxHelpRowSchema>

export const blindBox = calls({
  config: {
    path: '/api/blindBox/config',
    doc: 'the published rules: help points needed, daily help cap, whether a new user counts double, lifetime, contents and odds.',
    auth: 'optional',
    body: NoBody,
    result: BlindBoxConfigSchema,
  },
  start: {
    path: '/api/blindBox/start',
    doc: 'starts a box for the caller with the published settings (one open box at a time).',
    auth: 'required',
    body: NoBody,
    result: BlindBoxSchema,
  },
  mine: {
    path: '/api/blindBox/mine',
    doc: "the caller's open box with its progress and helpers, and their past boxes.",
    auth: 'required',
    body: NoBody,
    result: BlindBoxMineSchema,
  },
  view: {
    path: '/api/blindBox/view',
    doc: 'a box as a friend sees it (by share code, or by id for its owner): owner masked, progress, and whether the caller can help.',
    auth: 'optional',
    body: Type.Object({ code: Type.Optional(BoxCode), box_id: Type.Optional(Id) }),
    result: BlindBoxViewSchema,
  },
  help: {
    path: '/api/blindBox/help',
    doc: "helps a friend's box once; the help that completes it opens it and grants its owner the prize.",
    auth: 'required',
    body: Type.Object({ code: BoxCode }),
    result: BlindBoxHelpResultSchema,
  },
  helps: {
    path: '/api/blindBox/helps',
    doc: 'help records, newest first: received by my boxes, or given by me.',
    auth: 'required',
    body: Type.Object({ side: Type.Optional(OneOf(BLIND_BOX_HELP_SIDES)), ...paging(50) }),
    result: PagedOf(BlindBoxHelpRowSchema),
  },
  miniProgramCode: {
    path: '/api/blindBox/miniProgramCode',
    doc: "the mini-program code of a box's help page (scene = the box's share code) for the poster.",
    auth: 'required',
    body: Type.Object({ code: BoxCode }),
    result: MiniProgramCodeSchema,
  },
})

/** The page a box's mini-program code opens (src/routes.ts blindBoxHelp). */
export const BLIND_BOX_HELP_PAGE = 'pages_gold/blind_box_help'

export type BlindBoxViewRequest = CallBody<typeof blindBox.view>
export type BlindBoxHelpRequest = CallBody<typeof blindBox.help>
export type BlindBoxHelpsRequest = CallBody<typeof blindBox.helps>
