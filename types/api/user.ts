import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, NoResult, Nullable, OneOf, OptText, PagedOf, paging, Tel, TimeText, YuanText, type CallBody } from './contract'
import type { UploadImageType, UploadPolicy, UploadPurpose } from './uploads'

/** The session profile a login returns: a token plus the account summary. */
export const ProfileSchema = Type.Object({
  token: Type.String(),
  user_id: Type.Optional(Type.Integer()),
  tel: Type.Optional(Type.String()),
  nickname: Type.Optional(Type.String()),
  avatar: Type.Optional(Type.String()),
  /** 1 sends the user to the takeaway red-packet page after login. */
  login_type: Type.Optional(Type.Integer()),
  /** True when this login created the account. */
  is_new: Type.Optional(Type.Boolean()),
})
export type Profile = Static<typeof ProfileSchema>

/** The account as /api/user/info returns it. */
export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  /** Wallet balance in yuan. */
  amount: YuanText,
  /** '' when the account has no phone (WeChat only). */
  tel: Type.Optional(Type.String()),
  nickname: Type.Optional(Type.String()),
  avatar: Type.Optional(Type.String()),
  gold: Type.Optional(Type.Integer()),
  frozen_amount: Type.Optional(YuanText),
  total_saved: Type.Optional(YuanText),
  is_vip: Type.Optional(Type.Boolean()),
  /** null when never a member. */
  vip_expire_at: Type.Optional(Nullable(TimeText)),
  parent_id: Type.Optional(Nullable(Type.Integer())),
  mt_phone: Type.Optional(Nullable(Type.String())),
  has_password: Type.Optional(Type.Boolean()),
  has_cash_password: Type.Optional(Type.Boolean()),
  /** The payout account, masked. */
  alipay_number: Type.Optional(Nullable(Type.String())),
  real_name: Type.Optional(Nullable(Type.String())),
  invite_code: Type.Optional(Type.String()),
})
export type UserInfo = Static<typeof UserInfoSchema>

export const PlaceUploadResultSchema = Type.Object({ url: Type.String() })
export type PlaceUploadResult = Static<typeof PlaceUploadResultSchema>

/** uploads.ts UploadPolicy as the answer's schema (uploads.ts stays free of TypeBox: the app imports its values). */
export const UploadPolicySchema = Type.Unsafe<UploadPolicy>(
  Type.Object({
    url: Type.String(),
    fields: Type.Record(Type.String(), Type.String()),
    file_field: Type.String(),
    file_url: Type.Optional(Type.String()),
    max_bytes: Type.Integer(),
  }),
)

export const RANKING_PERIODS = ['week', 'month'] as const
export type RankingPeriod = typeof RANKING_PERIODS[number]
/** earnings: what the wallet earned (rebates, commissions, prizes); invitations: valid invitations;
 * savings: what approved free meals saved (the foodie ranking). */
export const RANKING_KINDS = ['earnings', 'invitations', 'savings'] as const
export type RankingKind = typeof RANKING_KINDS[number]

export const RankingEntrySchema = Type.Object({
  /** 1 for the first; null for the caller's own entry when they are not ranked (nothing this period). */
  rank: Nullable(Type.Integer()),
  /** Masked, e.g. '小**'. */
  nickname: Type.String(),
  avatar: Type.String(),
  /** Yuan ('12.50') for earnings and savings, a count ('3') for invitations. */
  value: Type.String(),
  is_me: Type.Boolean(),
})
export type RankingEntry = Static<typeof RankingEntrySchema>

export const RankingListResultSchema = Type.Object({
  ...PagedOf(RankingEntrySchema).properties,
  /** The caller's own entry, also outside the top; null for a guest. */
  mine: Nullable(RankingEntrySchema),
  /** The period's first day, 'YYYY-MM-DD' (Asia/Shanghai). */
  period_start: Type.String(),
  /** When the ranking was last computed; null before the first computation. */
  updated_at: Nullable(TimeText),
})
export type RankingListResult = Static<typeof RankingListResultSchema>

// changeTel, updatePassword and cancel_user answer NoResult and revoke every token (product rules):
// the client clears the profile and goes to login afterwards.

/** A purpose of types/api/uploads.ts; any other text is refused by the server with its own message. */
const Purpose = Type.Unsafe<UploadPurpose>(Type.String({ minLength: 1, maxLength: 40 }))

/** handleCode purposes whose code goes to the new number in `tel`, and those whose code goes to the
 * account's own phone. */
export const CODE_TO_NEW_TEL = ['change_tel', 'bind_tel'] as const
export const CODE_TO_OWN_TEL = ['password', 'cash_password', 'cancel', 'payout_account'] as const

const SmsCode = Type.String({ pattern: '^\\d{6}$' })
const Password = Type.String({ minLength: 8, maxLength: 64 })
/** The 6-digit payment password. */
const CashPassword = Type.String({ pattern: '^\\d{6}$' })

export const user = calls({
  info: {
    path: '/api/user/info',
    doc: 'the logged-in account.',
    auth: 'required',
    body: NoBody,
    result: UserInfoSchema,
  },
  placeUpload: {
    path: '/api/user/placeUpload',
    doc: "multipart upload of one local image (field 'file'; PNG, JPEG, WebP or GIF by content; 5 MB or its purpose's limit) to this server's storage; resolves its url.",
    auth: 'required',
    upload: 'file',
    // the server reads the multipart form itself; without a purpose (the spec's form) any image
    body: Type.Object({ purpose: Type.Optional(Purpose) }),
    result: PlaceUploadResultSchema,
  },
  uploadPolicy: {
    path: '/api/user/uploadPolicy',
    doc: "where and how to upload one file for a purpose: this server's placeUpload, or a presigned POST straight to the storage bucket (this project's own call).",
    auth: 'required',
    body: Type.Object({
      purpose: Purpose,
      // the file's MIME type, one of its purpose's types
      type: Type.Unsafe<UploadImageType>(Type.String({ minLength: 1, maxLength: 100 })),
      // bytes, when the client knows them: refused at once over the purpose's limit
      size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    }),
    result: UploadPolicySchema,
  },
  bindPid: {
    path: '/api/user/bindPid',
    doc: 'sets the referrer (once, within 7 days of registration).',
    auth: 'required',
    body: Type.Object({
      // an id, or its digits as a string
      parent_id: Type.Union([Id, Type.String({ pattern: '^\\d{1,10}$' })]),
      source: Type.Integer({ minimum: 0, maximum: 9 }),
    }),
    result: NoResult,
  },
  updateNicknameAndAvatar: {
    path: '/api/user/updateNicknameAndAvatar',
    doc: 'nickname 2-20 characters, avatar an uploaded path or URL; answers the account.',
    auth: 'required',
    // both are checked after trimming, with their own messages
    body: Type.Object({ nickname: Type.Optional(OptText(40)), avatar: Type.Optional(OptText(500)) }),
    result: UserInfoSchema,
  },
  updateCashPassword: {
    path: '/api/user/updateCashPassword',
    doc: 'sets or changes the payment password with an SMS code (purpose cash_password).',
    auth: 'required',
    body: Type.Object({ cash_password: CashPassword, re_cash_password: CashPassword, code: SmsCode }),
    result: NoResult,
  },
  handleCode: {
    path: '/api/user/handleCode',
    doc: "sends an SMS code for a change of the logged-in account: change_tel / bind_tel to the new number in tel, password / cash_password / cancel / payout_account to the account's own phone.",
    auth: 'required',
    body: Type.Object(
      { purpose: OneOf([...CODE_TO_NEW_TEL, ...CODE_TO_OWN_TEL]), tel: Type.Optional(Tel) },
      // tel is required when the code goes to a new number
      { if: { properties: { purpose: { enum: CODE_TO_NEW_TEL } }, required: ['purpose'] }, then: { required: ['tel'] } },
    ),
    result: NoResult,
  },
  bindTel: {
    path: '/api/user/bindTel',
    doc: 'binds a phone number to an account that has none (code purpose bind_tel); answers the account.',
    auth: 'required',
    body: Type.Object({ tel: Tel, code: SmsCode }),
    result: UserInfoSchema,
  },
  changeTel: {
    path: '/api/user/changeTel',
    doc: 'changes the phone number (code sent to the new one); ends every session.',
    auth: 'required',
    body: Type.Object({ tel: Tel, code: SmsCode }),
    result: NoResult,
  },
  updatePassword: {
    path: '/api/user/updatePassword',
    doc: 'sets or changes the login password; ends every session.',
    auth: 'required',
    body: Type.Object({ code: SmsCode, first_password: Password, second_password: Password }),
    result: NoResult,
  },
  cancelUser: {
    path: '/api/user/cancel_user',
    doc: 'cancels the account (the code is needed when it has a phone); ends every session.',
    auth: 'required',
    // a WeChat-only account cancels without a code
    body: Type.Object({ code: Type.Optional(SmsCode) }),
    result: NoResult,
  },
  bindMtAccount: {
    path: '/api/user/bindMtAccount',
    doc: "binds the takeaway-platform account's mobile number.",
    auth: 'required',
    body: Type.Object({ mt_phone: Tel }),
    result: NoResult,
  },
  rankingList: {
    path: '/api/user/ranking_list',
    doc: 'earnings, invitation or savings ranking by week or month.',
    auth: 'optional',
    body: Type.Object({
      period: Type.Optional(OneOf(RANKING_PERIODS)),
      kind: Type.Optional(OneOf(RANKING_KINDS)),
      ...paging(50),
    }),
    result: RankingListResultSchema,
  },
  bindUserWithCID: {
    path: '/api/user/bindUserWithCID',
    doc: "binds the push client (device) id to the account (it leaves any other account).",
    auth: 'required',
    body: Type.Object({ device_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }) }),
    result: NoResult,
  },
  logout: {
    path: '/api/user/logout',
    doc: "revokes this request's token (this project's own call: the spec only clears the local profile). An expired or revoked token is logged out too, never answered 401; the app calls it silently and clears its session whatever the answer.",
    auth: 'optional',
    body: NoBody,
    result: NoResult,
  },
})

export type PlaceUploadRequest = CallBody<typeof user.placeUpload>
export type UploadPolicyRequest = CallBody<typeof user.uploadPolicy>
export type BindPidRequest = CallBody<typeof user.bindPid>
export type UpdateNicknameAndAvatarRequest = CallBody<typeof user.updateNicknameAndAvatar>
export type UpdateCashPasswordRequest = CallBody<typeof user.updateCashPassword>
/** Sends an SMS code for a sensitive change of the logged-in account. */
export type HandleCodeRequest = CallBody<typeof user.handleCode>
export type BindTelRequest = CallBody<typeof user.bindTel>
export type ChangeTelRequest = CallBody<typeof user.changeTel>
export type UpdatePasswordRequest = CallBody<typeof user.updatePassword>
export type CancelUserRequest = CallBody<typeof user.cancelUser>
export type BindMtAccountRequest = CallBody<typeof user.bindMtAccount>
export type RankingListRequest = CallBody<typeof user.rankingList>
export type BindUserWithCIDRequest = CallBody<typeof user.bindUserWithCID>
export type LogoutRequest = CallBody<typeof user.logout>
