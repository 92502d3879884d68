import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'

// Paid membership (VIP), its recharge and the free-membership tasks (docs/rules.md "Membership").

/** How a purchase is paid: 1 = WeChat Pay, 2 = Alipay, 3 = wallet balance. */
export const PAY_TYPES = [1, 2, 3] as const
export type PayType = typeof PAY_TYPES[number]
/** A pay_type field: an integer enum (the other calls that take a payment use it too). */
export const PayTypeField = Type.Unsafe<PayType>({ type: 'integer', enum: [...PAY_TYPES] })

/**
 * A payment order that a recharge creates (pending until the provider confirms it). The client
 * pays it with pay_params (WeChat JSAPI / mini-program) or by opening pay_url (Alipay, sandbox).
 */
export const PaymentOrderSchema = Type.Object({
  order_no: Type.String(),
  amount: YuanText,
  pay_type: PayTypeField,
  /** Unpaid orders expire at this time ('YYYY-MM-DD HH:mm:ss'), 15 minutes after creation. */
  expire_time: TimeText,
  pay_url: Type.Optional(Nullable(Type.String())),
  pay_params: Type.Optional(Nullable(Type.Record(Type.String(), Type.String()))),
  /** True when the wallet paid it at once (pay_type 3); nothing left to do. */
  paid: Type.Optional(Type.Boolean()),
})
export type PaymentOrder = Static<typeof PaymentOrderSchema>

export const MemberTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: YuanText,
  original_price: Type.Optional(YuanText),
  days: Type.Integer(),
  /** Gold price when the type can be bought with gold (signIn/redeemMember), else null. */
  gold_price: Type.Optional(Nullable(Type.Integer())),
  tag: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
})
export type MemberType = Static<typeof MemberTypeSchema>

export const MemberBenefitSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  icon: Type.Optional(Type.String()),
})
export type MemberBenefit = Static<typeof MemberBenefitSchema>

/** The user's membership state. */
export const MemberStatusSchema = Type.Object({
  is_member: Type.Boolean(),
  /** 'YYYY-MM-DD HH:mm:ss', null when never a member. */
  expire_time: Nullable(TimeText),
})
export type MemberStatus = Static<typeof MemberStatusSchema>

export const MemberInfoSchema = Type.Object({
  ...MemberStatusSchema.properties,
  member_type_id: Nullable(Type.Integer()),
  member_type_name: Nullable(Type.String()),
  benefits: Type.Array(MemberBenefitSchema),
  /** What membership has saved the user so far. */
  saved_amount: YuanText,
  /** The one-time 3-day trial is still available (giveMember). */
  trial_available: Type.Boolean(),
})
export type MemberInfo = Static<typeof MemberInfoSchema>

/** 0 = in progress, 1 = done and claimable, 2 = claimed. */
const MemberTaskStatus = Type.Unsafe<0 | 1 | 2>({ type: 'integer', enum: [0, 1, 2] })

/** A free-membership task, e.g. invite 3 friends, sign in 7 days in a row. */
export const MemberTaskSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** Membership days the award gives. */
  award_days: Type.Integer(),
  progress: Type.Integer(),
  target: Type.Integer(),
  status: MemberTaskStatus,
  /** Where the task is done, opened like a navigation item. */
  path: Type.Optional(Nullable(Type.String())),
})
export type MemberTask = Static<typeof MemberTaskSchema>

/** The newer member page: info plus what can be bought and the tasks. */
export const MemberNewInfoSchema = Type.Object({
  ...MemberInfoSchema.properties,
  member_types: Type.Array(MemberTypeSchema),
  tasks: Type.Array(MemberTaskSchema),
})
export type MemberNewInfo = Static<typeof MemberNewInfoSchema>

export const PayTypeOptionSchema = Type.Object({
  pay_type: PayTypeField,
  name: Type.String(),
  icon: Type.Optional(Type.String()),
  enabled: Type.Boolean(),
})
export type PayTypeOption = Static<typeof PayTypeOptionSchema>

export const MemberRechargeInfoSchema = Type.Object({
  ...MemberStatusSchema.properties,
  member_types: Type.Array(MemberTypeSchema),
  pay_types: Type.Array(PayTypeOptionSchema),
  /** Wallet balance, for paying with pay_type 3. */
  balance: YuanText,
})
export type MemberRechargeInfo = Static<typeof MemberRechargeInfoSchema>

/** giveMember: the one-time trial was granted. */
export const MemberGiveResultSchema = Type.Object({
  ...MemberStatusSchema.properties,
  days: Type.Integer(),
})
export type MemberGiveResult = Static<typeof MemberGiveResultSchema>

export const MemberFreeResultSchema = Type.Object({
  tasks: Type.Array(MemberTaskSchema),
})
export type MemberFreeResult = Static<typeof MemberFreeResultSchema>

export const MemberGetAwardResultSchema = Type.Object({
  ...MemberStatusSchema.properties,
  award_days: Type.Integer(),
})
export type MemberGetAwardResult = Static<typeof MemberGetAwardResultSchema>

/** A membership top-up order (/pagesme/vip_order). */
export const MemberOrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  member_type_id: Type.Integer(),
  member_type_name: Type.String(),
  amount: YuanText,
  days: Type.Integer(),
  pay_type: PayTypeField,
  /** refunded: an operator gave its price back to the wallet and took its days back. */
  status: OneOf(['pending', 'paid', 'expired', 'closed', 'refunded'] as const),
  create_time: TimeText,
  pay_time: Nullable(TimeText),
  /** When it was refunded, or null. */
  refund_time: Nullable(TimeText),
})
export type MemberOrder = Static<typeof MemberOrderSchema>

export const MemberListsResultSchema = PagedOf(MemberOrderSchema)
export type MemberListsResult = Static<typeof MemberListsResultSchema>

export const member = calls({
  rechargeInfo: {
    path: '/api/member/rechargeInfo',
    doc: 'member types and pay types of the recharge page.',
    auth: 'required',
    body: NoBody,
    result: MemberRechargeInfoSchema,
  },
  giveMember: {
    path: '/api/member/giveMember',
    doc: 'claims the one-time 3-day trial.',
    auth: 'required',
    body: NoBody,
    result: MemberGiveResultSchema,
  },
  info: {
    path: '/api/member/info',
    doc: "the user's membership and its benefits.",
    auth: 'required',
    body: NoBody,
    result: MemberInfoSchema,
  },
  newInfo: {
    path: '/api/member/newInfo',
    doc: 'the newer member page (info, types and tasks in one call).',
    auth: 'required',
    body: NoBody,
    result: MemberNewInfoSchema,
  },
  getAward: {
    path: '/api/member/getAward',
    doc: "claims a finished free-membership task's award (once).",
    auth: 'required',
    body: Type.Object({ task_id: Id }),
    result: MemberGetAwardResultSchema,
  },
  free: {
    path: '/api/member/free',
    doc: "the free-membership tasks and the user's progress.",
    auth: 'required',
    body: NoBody,
    result: MemberFreeResultSchema,
  },
  recharge: {
    path: '/api/member/recharge',
    doc: 'creates a pending payment order for a member type.',
    auth: 'required',
    body: Type.Object({ pay_type: PayTypeField, member_type_id: Id }),
    result: PaymentOrderSchema,
  },
  lists: {
    path: '/api/member/lists',
    doc: "the user's membership top-up orders, newest first.",
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: MemberListsResultSchema,
  },
})

export type MemberGetAwardRequest = CallBody<typeof member.getAward>
export type MemberRechargeRequest = CallBody<typeof member.recharge>
export type MemberListsRequest = CallBody<typeof member.lists>
