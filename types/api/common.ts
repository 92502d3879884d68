import { Type, type Static } from '@sinclair/typebox'
import { calls, NoBody, Nullable, OneOf, OptText, Tel, Text, TimeText, YuanText, type CallBody } from './contract'

// Merchant onboarding forms, agreements and cash-out options. The forms may be sent logged out.

/** The id of the stored application. */
export const CommonFormResultSchema = Type.Object({
  id: Type.Integer(),
})
export type CommonFormResult = Static<typeof CommonFormResultSchema>

/** An agreement page: membership, user or privacy agreement. */
export const AgreementResultSchema = Type.Object({
  title: Type.String(),
  /** HTML. */
  content: Type.String(),
  update_time: Type.Optional(TimeText),
})
export type AgreementResult = Static<typeof AgreementResultSchema>

/** A payout channel offered on the cash-out page. */
export const CashoutChannelSchema = Type.Object({
  /** The pay_type to send with /api/wallet/cashOut: 1 = WeChat, 2 = Alipay. */
  pay_type: Type.Integer(),
  name: Type.String(),
  icon: Type.Optional(Type.String()),
  enabled: Type.Boolean(),
  /** True when the user has bound the account this channel pays to. */
  bound: Type.Boolean(),
})
export type CashoutChannel = Static<typeof CashoutChannelSchema>

/** The cash-out rules and channels the cash-out page shows. */
export const CashoutTypeResultSchema = Type.Object({
  channels: Type.Array(CashoutChannelSchema),
  min_amount: YuanText,
  max_amount: YuanText,
  /** Cash-outs allowed per day, and used today. */
  daily_times: Type.Integer(),
  used_today: Type.Integer(),
  /** Fee rate as a decimal string, '0' for none. */
  fee_rate: Type.String(),
  /** Rules text shown under the form. */
  notice: Type.Optional(Type.String()),
})
export type CashoutTypeResult = Static<typeof CashoutTypeResultSchema>

/** Where a merchant application or a cooperation enquiry stands (docs/rules.md "Merchant onboarding"). */
export const APPLICATION_STATES = ['submitted', 'contacted', 'approved', 'refused'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]
export const APPLICATION_KINDS = ['settle_in', 'cooperate'] as const
export type ApplicationKind = (typeof APPLICATION_KINDS)[number]
/** Settle-in applications and cooperation enquiries each a user may send per day (and per IP). */
export const APPLICATIONS_PER_DAY = 5

/** One of the caller's applications as the business-join page lists it. */
export const MyApplicationSchema = Type.Object({
  id: Type.Integer(),
  /** settle_in: a merchant application (title = the shop's name); cooperate: an enquiry (title = the company, else the name). */
  kind: OneOf(APPLICATION_KINDS),
  title: Type.String(),
  state: OneOf(APPLICATION_STATES),
  /** Why it was refused; null otherwise. */
  reason: Nullable(Type.String()),
  create_time: TimeText,
  update_time: TimeText,
})
export type MyApplication = Static<typeof MyApplicationSchema>

export const common = calls({
  settleIn: {
    path: '/api/common/settleIn',
    doc: 'stores a merchant join application (/pagesme/businessinto/apply).',
    auth: 'optional',
    body: Type.Object({
      shop_name: Text(50),
      contact_name: Text(20),
      tel: Tel,
      city: Text(30),
      address: Text(200),
      /** Category of the shop, e.g. '快餐', '奶茶'. */
      category: Type.Optional(OptText(20)),
      /** Shop front or licence photos (up to 9), uploaded first through /api/user/placeUpload. */
      images: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 9 })),
      remark: Type.Optional(OptText(500)),
    }),
    result: CommonFormResultSchema,
  },
  cooperate: {
    path: '/api/common/cooperate',
    doc: 'stores a cooperation enquiry (/pagesme/businessinto/callus).',
    auth: 'optional',
    body: Type.Object({
      name: Text(20),
      tel: Tel,
      company: Type.Optional(OptText(50)),
      content: Text(1000),
    }),
    result: CommonFormResultSchema,
  },
  myApplications: {
    path: '/api/common/myApplications',
    doc: "the caller's merchant applications and cooperation enquiries, newest first, with their state (this project's own call).",
    auth: 'required',
    body: NoBody,
    result: Type.Object({ list: Type.Array(MyApplicationSchema) }),
  },
  memberAgreement: {
    path: '/api/common/memberAgreement',
    doc: 'the membership agreement.',
    auth: 'optional',
    body: NoBody,
    result: AgreementResultSchema,
  },
  userAgreement: {
    path: '/api/common/userAgreement',
    doc: 'the user agreement.',
    auth: 'optional',
    body: NoBody,
    result: AgreementResultSchema,
  },
  privacyAgreement: {
    path: '/api/common/privacyAgreement',
    doc: 'the privacy agreement.',
    auth: 'optional',
    body: NoBody,
    result: AgreementResultSchema,
  },
  cashoutType: {
    path: '/api/common/cashoutType',
    doc: 'the payout channels and limits of the cash-out page.',
    auth: 'required',
    body: Type.Object({
      /** What is cashed out: 1 = wallet balance (the default). */
      type: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    }),
    result: CashoutTypeResultSchema,
  },
})

/** The merchant join form (/pagesme/businessinto/apply). */
export type CommonSettleInRequest = CallBody<typeof common.settleIn>
/** The cooperation form (/pagesme/businessinto/callus). */
export type CommonCooperateRequest = CallBody<typeof common.cooperate>
export type CommonCashoutTypeRequest = CallBody<typeof common.cashoutType>
