import { Type } from '@sinclair/typebox'
import { calls, Id, NoBody, paging, returns, type CallBody } from './contract'
import type { Paged, Yuan } from './envelope'

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
export interface PaymentOrder {
  order_no: string
  amount: Yuan
  pay_type: PayType
  /** Unpaid orders expire at this time ('YYYY-MM-DD HH:mm:ss'), 15 minutes after creation. */
  expire_time: string
  pay_url?: string | null
  pay_params?: Record<string, string> | null
  /** True when the wallet paid it at once (pay_type 3); nothing left to do. */
  paid?: boolean
}

export interface MemberType {
  id: number
  name: string
  price: Yuan
  original_price?: Yuan
  days: number
  /** Gold price when the type can be bought with gold (signIn/redeemMember), else null. */
  gold_price?: number | null
  tag?: string
  description?: string
}

export interface MemberBenefit {
  title: string
  description: string
  icon?: string
}

/** The user's membership state. */
export interface MemberStatus {
  is_member: boolean
  /** 'YYYY-MM-DD HH:mm:ss', null when never a member. */
  expire_time: string | null
}

export interface MemberInfo extends MemberStatus {
  member_type_id: number | null
  member_type_name: string | null
  benefits: MemberBenefit[]
  /** What membership has saved the user so far. */
  saved_amount: Yuan
  /** The one-time 3-day trial is still available (giveMember). */
  trial_available: boolean
}

/** The newer member page: info plus what can be bought and the tasks. */
export interface MemberNewInfo extends MemberInfo {
  member_types: MemberType[]
  tasks: MemberTask[]
}

export interface PayTypeOption {
  pay_type: PayType
  name: string
  icon?: string
  enabled: boolean
}

export interface MemberRechargeInfo extends MemberStatus {
  member_types: MemberType[]
  pay_types: PayTypeOption[]
  /** Wallet balance, for paying with pay_type 3. */
  balance: Yuan
}

/** giveMember: the one-time trial was granted. */
export interface MemberGiveResult extends MemberStatus {
  days: number
}

/** A free-membership task, e.g. invite 3 friends, sign in 7 days in a row. */
export interface MemberTask {
  id: number
  title: string
  description: string
  /** Membership days the award gives. */
  award_days: number
  progress: number
  target: number
  /** 0 = in progress, 1 = done and claimable, 2 = claimed. */
  status: 0 | 1 | 2
  /** Where the task is done, opened like a navigation item. */
  path?: string | null
}

export interface MemberFreeResult {
  tasks: MemberTask[]
}

export interface MemberGetAwardResult extends MemberStatus {
  award_days: number
}

/** A membership top-up order (/pagesme/vip_order). */
export interface MemberOrder {
  id: number
  order_no: string
  member_type_id: number
  member_type_name: string
  amount: Yuan
  days: number
  pay_type: PayType
  /** refunded: an operator gave its price back to the wallet and took its days back. */
  status: 'pending' | 'paid' | 'expired' | 'closed' | 'refunded'
  create_time: string
  pay_time: string | null
  /** When it was refunded, or null. */
  refund_time: string | null
}

export type MemberListsResult = Paged<MemberOrder>

export const member = calls({
  rechargeInfo: {
    path: '/api/member/rechargeInfo',
    doc: 'member types and pay types of the recharge page.',
    auth: 'required',
    body: NoBody,
    result: returns<MemberRechargeInfo>(),
  },
  giveMember: {
    path: '/api/member/giveMember',
    doc: 'claims the one-time 3-day trial.',
    auth: 'required',
    body: NoBody,
    result: returns<MemberGiveResult>(),
  },
  info: {
    path: '/api/member/info',
    doc: "the user's membership and its benefits.",
    auth: 'required',
    body: NoBody,
    result: returns<MemberInfo>(),
  },
  newInfo: {
    path: '/api/member/newInfo',
    doc: 'the newer member page (info, types and tasks in one call).',
    auth: 'required',
    body: NoBody,
    result: returns<MemberNewInfo>(),
  },
  getAward: {
    path: '/api/member/getAward',
    doc: "claims a finished free-membership task's award (once).",
    auth: 'required',
    body: Type.Object({ task_id: Id }),
    result: returns<MemberGetAwardResult>(),
  },
  free: {
    path: '/api/member/free',
    doc: "the free-membership tasks and the user's progress.",
    auth: 'required',
    body: NoBody,
    result: returns<MemberFreeResult>(),
  },
  recharge: {
    path: '/api/member/recharge',
    doc: 'creates a pending payment order for a member type.',
    auth: 'required',
    body: Type.Object({ pay_type: PayTypeField, member_type_id: Id }),
    result: returns<PaymentOrder>(),
  },
  lists: {
    path: '/api/member/lists',
    doc: "the user's membership top-up orders, newest first.",
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: returns<MemberListsResult>(),
  },
})

export type MemberGetAwardRequest = CallBody<typeof member.getAward>
export type MemberRechargeRequest = CallBody<typeof member.recharge>
export type MemberListsRequest = CallBody<typeof member.lists>
