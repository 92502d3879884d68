import type { ApiResponse } from '@api-types/envelope'
import type {
  SignInAddGoldCoinRequest, SignInAddGoldCoinResult, SignInConfig, SignInListsRequest, SignInListsResult,
  SignInMakeUpSignInRequest, SignInMonthRequest, SignInMonthResult, SignInRedeemMemberRequest,
  SignInRedeemMemberResult, SignInResult,
} from '@api-types/signIn'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  addGoldCoin: '/api/signIn/addGoldCoin',
  config: '/api/signIn/config',
  redeemMember: '/api/signIn/redeemMember',
  lists: '/api/signIn/lists',
  month: '/api/signIn/month',
  makeUpSignIn: '/api/signIn/makeUpSignIn',
  signIn: '/api/signIn/signIn',
} as const

/** /api/signIn/addGoldCoin: a gold task reward (ad, share...), capped per type per day. */
export function addGoldCoin(body: SignInAddGoldCoinRequest, options?: RequestOptions): Promise<ApiResponse<SignInAddGoldCoinResult>> {
  return post<SignInAddGoldCoinResult, SignInAddGoldCoinRequest>(PATHS.addGoldCoin, body, options)
}

/** /api/signIn/config: sign-in rules and the user's sign-in state. */
export function config(options?: RequestOptions): Promise<ApiResponse<SignInConfig>> {
  return post<SignInConfig>(PATHS.config, undefined, options)
}

/** /api/signIn/redeemMember: buys membership with gold. */
export function redeemMember(
  body: SignInRedeemMemberRequest,
  options?: RequestOptions,
): Promise<ApiResponse<SignInRedeemMemberResult>> {
  return post<SignInRedeemMemberResult, SignInRedeemMemberRequest>(PATHS.redeemMember, body, options)
}

/** /api/signIn/lists: the gold ledger (gold details). */
export function lists(body: SignInListsRequest, options?: RequestOptions): Promise<ApiResponse<SignInListsResult>> {
  return post<SignInListsResult, SignInListsRequest>(PATHS.lists, body, options)
}

/** /api/signIn/month: the sign-in calendar of one month ('YYYY-MM'). */
export function month(body: SignInMonthRequest, options?: RequestOptions): Promise<ApiResponse<SignInMonthResult>> {
  return post<SignInMonthResult, SignInMonthRequest>(PATHS.month, body, options)
}

/** /api/signIn/makeUpSignIn: makes up a missed day of this month for gold. */
export function makeUpSignIn(body: SignInMakeUpSignInRequest, options?: RequestOptions): Promise<ApiResponse<SignInResult>> {
  return post<SignInResult, SignInMakeUpSignInRequest>(PATHS.makeUpSignIn, body, options)
}

/** /api/signIn/signIn: today's sign-in. */
export function signIn(options?: RequestOptions): Promise<ApiResponse<SignInResult>> {
  return post<SignInResult>(PATHS.signIn, undefined, options)
}
