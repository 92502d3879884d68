import type { ApiResponse } from '@api-types/envelope'
import type {
  MemberFreeResult, MemberGetAwardRequest, MemberGetAwardResult, MemberGiveResult, MemberInfo, MemberListsRequest,
  MemberListsResult, MemberNewInfo, MemberRechargeInfo, MemberRechargeRequest, PaymentOrder,
} from '@api-types/member'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  rechargeInfo: '/api/member/rechargeInfo',
  giveMember: '/api/member/giveMember',
  info: '/api/member/info',
  newInfo: '/api/member/newInfo',
  getAward: '/api/member/getAward',
  free: '/api/member/free',
  recharge: '/api/member/recharge',
  lists: '/api/member/lists',
} as const

/** /api/member/rechargeInfo: member types and pay types of the recharge page. */
export function rechargeInfo(options?: RequestOptions): Promise<ApiResponse<MemberRechargeInfo>> {
  return post<MemberRechargeInfo>(PATHS.rechargeInfo, undefined, options)
}

/** /api/member/giveMember: claims the one-time 3-day trial. */
export function giveMember(options?: RequestOptions): Promise<ApiResponse<MemberGiveResult>> {
  return post<MemberGiveResult>(PATHS.giveMember, undefined, options)
}

/** /api/member/info: the user's membership and its benefits. */
export function info(options?: RequestOptions): Promise<ApiResponse<MemberInfo>> {
  return post<MemberInfo>(PATHS.info, undefined, options)
}

/** /api/member/newInfo: the newer member page (info, types and tasks in one call). */
export function newInfo(options?: RequestOptions): Promise<ApiResponse<MemberNewInfo>> {
  return post<MemberNewInfo>(PATHS.newInfo, undefined, options)
}

/** /api/member/getAward: claims a finished free-membership task's award (once). */
export function getAward(body: MemberGetAwardRequest, options?: RequestOptions): Promise<ApiResponse<MemberGetAwardResult>> {
  return post<MemberGetAwardResult, MemberGetAwardRequest>(PATHS.getAward, body, options)
}

/** /api/member/free: the free-membership tasks and the user's progress. */
export function free(options?: RequestOptions): Promise<ApiResponse<MemberFreeResult>> {
  return post<MemberFreeResult>(PATHS.free, undefined, options)
}

/** /api/member/recharge: creates a pending payment order for a member type. */
export function recharge(body: MemberRechargeRequest, options?: RequestOptions): Promise<ApiResponse<PaymentOrder>> {
  return post<PaymentOrder, MemberRechargeRequest>(PATHS.recharge, body, options)
}

/** /api/member/lists: the user's membership top-up orders. */
export function lists(body: MemberListsRequest, options?: RequestOptions): Promise<ApiResponse<MemberListsResult>> {
  return post<MemberListsResult, MemberListsRequest>(PATHS.lists, body, options)
}
