import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type {
  DiscountConfigListResult, DiscountFailRequest, DiscountFailResult, DiscountGetMtUrlRequest, DiscountMtUrl,
  DiscountReceiveRequest, DiscountRechargeRequest, DiscountRecodeLogRequest, DiscountRecord, DiscountRelaxRequest,
  DiscountRelaxResult, DiscountSaveMtUrlRequest, GoldRechargeListResult,
} from '@api-types/discount'
import type { PaymentOrder } from '@api-types/member'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  recharge: '/api/discount/recharge',
  getMtUrl: '/api/discount/getMtUrl',
  saveMtUrl: '/api/discount/saveMtUrl',
  receiveDiscount: '/api/discount/receiveDiscount',
  failDiscount: '/api/discount/failDiscount',
  recodeLog: '/api/discount/recodeLog',
  discountConfigList: '/api/discount/discountConfigList',
  relax: '/api/discount/relax',
  goldRechargeList: '/api/discount/goldRechargeList',
} as const

/** /api/discount/recharge: creates a pending payment order for a gold pack. */
export function recharge(body: DiscountRechargeRequest, options?: RequestOptions): Promise<ApiResponse<PaymentOrder>> {
  return post<PaymentOrder, DiscountRechargeRequest>(PATHS.recharge, body, options)
}

/** /api/discount/getMtUrl: a takeaway-platform coupon link from the CPS provider. */
export function getMtUrl(body: DiscountGetMtUrlRequest = {}, options?: RequestOptions): Promise<ApiResponse<DiscountMtUrl>> {
  return post<DiscountMtUrl, DiscountGetMtUrlRequest>(PATHS.getMtUrl, body, options)
}

/** /api/discount/saveMtUrl: remembers the coupon link the user opened. */
export function saveMtUrl(body: DiscountSaveMtUrlRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, DiscountSaveMtUrlRequest>(PATHS.saveMtUrl, body, options)
}

/** /api/discount/receiveDiscount: receives a coupon (charging its gold, if any). */
export function receiveDiscount(body: DiscountReceiveRequest, options?: RequestOptions): Promise<ApiResponse<DiscountRecord>> {
  return post<DiscountRecord, DiscountReceiveRequest>(PATHS.receiveDiscount, body, options)
}

/** /api/discount/failDiscount: reports a received coupon that could not be claimed; returns its gold. */
export function failDiscount(body: DiscountFailRequest, options?: RequestOptions): Promise<ApiResponse<DiscountFailResult>> {
  return post<DiscountFailResult, DiscountFailRequest>(PATHS.failDiscount, body, options)
}

/** /api/discount/recodeLog: logs what happened on the coupon page. */
export function recodeLog(body: DiscountRecodeLogRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, DiscountRecodeLogRequest>(PATHS.recodeLog, body, options)
}

/** /api/discount/discountConfigList: the coupon offers. */
export function discountConfigList(options?: RequestOptions): Promise<ApiResponse<DiscountConfigListResult>> {
  return post<DiscountConfigListResult>(PATHS.discountConfigList, undefined, options)
}

/** /api/discount/relax: converts a platform link into one that opens from the app. */
export function relax(body: DiscountRelaxRequest, options?: RequestOptions): Promise<ApiResponse<DiscountRelaxResult>> {
  return post<DiscountRelaxResult, DiscountRelaxRequest>(PATHS.relax, body, options)
}

/** /api/discount/goldRechargeList: the gold packs for sale. */
export function goldRechargeList(options?: RequestOptions): Promise<ApiResponse<GoldRechargeListResult>> {
  return post<GoldRechargeListResult>(PATHS.goldRechargeList, undefined, options)
}
