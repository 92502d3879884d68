import type { ApiResponse } from '@api-types/envelope'
import type {
  AgreementResult, CashoutTypeResult, CommonCashoutTypeRequest, CommonCooperateRequest, CommonFormResult,
  CommonSettleInRequest,
} from '@api-types/common'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  settleIn: '/api/common/settleIn',
  cooperate: '/api/common/cooperate',
  memberAgreement: '/api/common/memberAgreement',
  userAgreement: '/api/common/userAgreement',
  privacyAgreement: '/api/common/privacyAgreement',
  cashoutType: '/api/common/cashoutType',
} as const

/** /api/common/settleIn: submits the merchant join form. */
export function settleIn(body: CommonSettleInRequest, options?: RequestOptions): Promise<ApiResponse<CommonFormResult>> {
  return post<CommonFormResult, CommonSettleInRequest>(PATHS.settleIn, body, options)
}

/** /api/common/cooperate: submits the cooperation form. */
export function cooperate(body: CommonCooperateRequest, options?: RequestOptions): Promise<ApiResponse<CommonFormResult>> {
  return post<CommonFormResult, CommonCooperateRequest>(PATHS.cooperate, body, options)
}

/** /api/common/memberAgreement */
export function memberAgreement(options?: RequestOptions): Promise<ApiResponse<AgreementResult>> {
  return post<AgreementResult>(PATHS.memberAgreement, undefined, options)
}

/** /api/common/userAgreement */
export function userAgreement(options?: RequestOptions): Promise<ApiResponse<AgreementResult>> {
  return post<AgreementResult>(PATHS.userAgreement, undefined, options)
}

/** /api/common/privacyAgreement */
export function privacyAgreement(options?: RequestOptions): Promise<ApiResponse<AgreementResult>> {
  return post<AgreementResult>(PATHS.privacyAgreement, undefined, options)
}

/** /api/common/cashoutType: the payout channels and limits of the cash-out page. */
export function cashoutType(body: CommonCashoutTypeRequest, options?: RequestOptions): Promise<ApiResponse<CashoutTypeResult>> {
  return post<CashoutTypeResult, CommonCashoutTypeRequest>(PATHS.cashoutType, body, options)
}
