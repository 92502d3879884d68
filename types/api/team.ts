import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'

// The team and referral loop (docs/rules.md "Team and referral"): this project's own calls under
// /api/team/ (the spec names the pages, not their calls). Binding itself is the spec's
// /api/user/bindPid, the rankings its /api/user/ranking_list (types/api/user.ts).

/** A commission's state: pending = 待入账 (waits out the frozen period), held = for an operator
 * to look at (reason recorded), credited = in the wallet, reversed = its cause was undone (taken
 * back, or never paid), refused = an operator or the abuse rules said no. */
export const COMMISSION_STATES = ['pending', 'held', 'credited', 'reversed', 'refused'] as const
export type CommissionState = typeof COMMISSION_STATES[number]

/** What earned a commission: a team member's approved free-meal rebate or paid membership. */
export const COMMISSION_CAUSES = ['free_meal', 'membership'] as const
export type CommissionCause = typeof COMMISSION_CAUSES[number]

/** The source a binding records (user/bindPid's source; the spec's share links use 2 and 3): how the
 * invitee came. Other digits are accepted and recorded as 'other'. */
export const INVITE_SOURCES = {
  /** a link shared from the H5 app (copy link, WeChat JS-SDK share) */
  link: 2,
  /** a share card or timeline post of the mini-program */
  mini_program: 3,
  /** the poster: its QR code (H5) or mini-program code */
  poster: 4,
} as const
export type InviteVia = keyof typeof INVITE_SOURCES | 'other'

/** 1: invited by me; 2: invited by someone I invited. */
export const TeamLevel = Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] })

/** Another user as the team screens show them: never their id or phone. */
export const MaskedUserSchema = Type.Object({
  /** Masked, e.g. '小**'. */
  nickname: Type.String(),
  avatar: Type.String(),
})
export type MaskedUser = Static<typeof MaskedUserSchema>

export const TeamSummarySchema = Type.Object({
  /** The code in the user's invitation link, poster and mini-program code. */
  invite_code: Type.String(),
  direct_count: Type.Integer(),
  indirect_count: Type.Integer(),
  /** Direct members whose first free meal was approved (valid invitations). */
  valid_count: Type.Integer(),
  /** 待入账: commissions waiting out the frozen period or held for review. */
  pending_amount: YuanText,
  /** Commissions in the wallet, less what was taken back. */
  total_commission: YuanText,
  today_commission: YuanText,
  /** Who invited this user; null when nobody. */
  inviter: Nullable(MaskedUserSchema),
})
export type TeamSummary = Static<typeof TeamSummarySchema>

export const TeamMemberSchema = Type.Object({
  ...MaskedUserSchema.properties,
  level: TeamLevel,
  /** When they were bound to the team. */
  joined_at: TimeText,
  /** Their first free meal was approved. */
  valid: Type.Boolean(),
  /** Commissions they brought this user (pending and credited, less what was taken back). */
  brought: YuanText,
})
export type TeamMember = Static<typeof TeamMemberSchema>

export const CommissionSchema = Type.Object({
  id: Type.Integer(),
  /** The team member whose purchase or rebate earned it, masked. */
  member: Type.String(),
  level: TeamLevel,
  cause: OneOf(COMMISSION_CAUSES),
  /** The rebate or payment it is a share of. */
  base: YuanText,
  amount: YuanText,
  status: OneOf(COMMISSION_STATES),
  /** When a pending one moves to the balance; null once decided. */
  release_time: Nullable(TimeText),
  create_time: TimeText,
})
export type Commission = Static<typeof CommissionSchema>

/** What an invitation means for the one who opens it (share_register). */
export const INVITATION_STATES = [
  // not logged in: register to join the inviter's team
  'guest',
  // logged in and still bindable
  'can_bind',
  // already on this inviter's team
  'bound_here',
  // already on another team (the first binding wins)
  'bound_elsewhere',
  // registered longer ago than the referrer window
  'too_late',
  // one's own invitation
  'self',
] as const
export type InvitationState = typeof INVITATION_STATES[number]

export const InvitationSchema = Type.Object({
  inviter: MaskedUserSchema,
  state: OneOf(INVITATION_STATES),
})
export type Invitation = Static<typeof InvitationSchema>

/** The page a mini-program code opens (src/routes.ts shareRegister; a test checks they agree): the
 * invitation page, which reads the invite code from its `scene` query. WeChat takes it without a
 * leading slash or query. */
export const MINI_PROGRAM_CODE_PAGE = 'pages/share/share_register'

export const MiniProgramCodeSchema = Type.Object({
  /** The scene the code carries (the invite code). */
  scene: Type.String(),
  /** The code as a PNG data URL. */
  image: Type.String(),
})
export type MiniProgramCode = Static<typeof MiniProgramCodeSchema>

export const team = calls({
  summary: {
    path: '/api/team/summary',
    doc: "the user's invite code, team counts, commissions (待入账 and credited) and inviter.",
    auth: 'required',
    body: NoBody,
    result: TeamSummarySchema,
  },
  members: {
    path: '/api/team/members',
    doc: 'the team, direct (level 1) or second-level (level 2) members, newest first.',
    auth: 'required',
    body: Type.Object({ level: Type.Optional(TeamLevel), ...paging(50) }),
    result: PagedOf(TeamMemberSchema),
  },
  commissions: {
    path: '/api/team/commissions',
    doc: "the user's commissions, newest first, all or in one state.",
    auth: 'required',
    body: Type.Object({ status: Type.Optional(OneOf(COMMISSION_STATES)), ...paging(50) }),
    result: PagedOf(CommissionSchema),
  },
  invitation: {
    path: '/api/team/invitation',
    doc: 'who sent an invitation (parent_id of the share link, or the invite code) and what it means for the caller.',
    auth: 'optional',
    body: Type.Object({ parent_id: Type.Union([Id, Type.String({ pattern: '^\\d{1,10}$' })]) }),
    result: InvitationSchema,
  },
  miniProgramCode: {
    path: '/api/team/miniProgramCode',
    doc: "the user's mini-program code (WeChat's unlimited code, scene = the invite code) for the poster.",
    auth: 'required',
    body: NoBody,
    result: MiniProgramCodeSchema,
  },
})

export type TeamMembersRequest = CallBody<typeof team.members>
export type TeamCommissionsRequest = CallBody<typeof team.commissions>
export type TeamInvitationRequest = CallBody<typeof team.invitation>
