import type {
  MemberInfo, MemberNewInfo, MemberOrder, MemberRechargeInfo, MemberTask, MemberType, PayTypeOption,
} from '@api-types/member'

// Answers of the member calls (types/api/member.ts) that the membership page tests share.

export const MEMBER = {
  NEW_INFO: '/api/member/newInfo',
  INFO: '/api/member/info',
  GIVE: '/api/member/giveMember',
  FREE: '/api/member/free',
  AWARD: '/api/member/getAward',
  RECHARGE_INFO: '/api/member/rechargeInfo',
  RECHARGE: '/api/member/recharge',
  LISTS: '/api/member/lists',
  AGREEMENT: '/api/common/memberAgreement',
} as const

export const PLANS: MemberType[] = [
  { id: 1, name: '月卡', price: '19.90', original_price: '29.90', days: 30, tag: '新人价' },
  { id: 2, name: '季卡', price: '49.00', original_price: '89.70', days: 90, tag: '最划算', description: '折合每天不到0.6元' },
  { id: 3, name: '年卡', price: '168.00', original_price: '168.00', days: 365 },
]

export function task(id: number, extra: Partial<MemberTask> = {}): MemberTask {
  return {
    id, title: '连续签到7天', description: '每日签到，连续7天即可领取', award_days: 3, progress: 2, target: 7, status: 0,
    path: '/pages/signin/signin', ...extra,
  }
}

/** A member until 2026-12-31 who saved ¥36.5. */
export function memberInfo(extra: Partial<MemberNewInfo> = {}): MemberNewInfo {
  return {
    is_member: true, expire_time: '2026-12-31 23:59:59', member_type_id: 2, member_type_name: '季卡',
    benefits: [
      { title: '返利更高', description: '霸王餐会员专享返利', icon: 'rebate' },
      { title: '金币翻倍', description: '每日签到金币翻倍' },
      { title: '专属客服', description: '优先处理你的问题' },
    ],
    saved_amount: '36.50', trial_available: false, member_types: PLANS, tasks: [task(1), task(2, { status: 1, progress: 7 })],
    ...extra,
  }
}

/** Never a member, the trial still available. */
export const nonMemberInfo = (extra: Partial<MemberNewInfo> = {}): MemberNewInfo =>
  memberInfo({ is_member: false, expire_time: null, member_type_id: null, member_type_name: null, saved_amount: '0.00', trial_available: true, ...extra })

export const PAY_TYPES: PayTypeOption[] = [
  { pay_type: 3, name: '余额支付', enabled: true },
  { pay_type: 1, name: '微信支付', enabled: true },
  { pay_type: 2, name: '支付宝', enabled: false },
]

export function rechargeOffer(extra: Partial<MemberRechargeInfo> = {}): MemberRechargeInfo {
  return { is_member: false, expire_time: null, member_types: PLANS, pay_types: PAY_TYPES, balance: '100.00', ...extra }
}

export function statusInfo(extra: Partial<MemberInfo> = {}): MemberInfo {
  return {
    is_member: false, expire_time: null, member_type_id: null, member_type_name: null, benefits: [], saved_amount: '0.00',
    trial_available: false, ...extra,
  }
}

export function order(id: number, extra: Partial<MemberOrder> = {}): MemberOrder {
  return {
    id, order_no: `M2026050112000${id}`, member_type_id: 2, member_type_name: '季卡', amount: '49.00', days: 90, pay_type: 3,
    status: 'paid', create_time: '2026-05-01 12:00:00', pay_time: '2026-05-01 12:00:03', refund_time: null, ...extra,
  }
}
