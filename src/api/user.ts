import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type {
  BindMtAccountRequest, BindPidRequest, BindTelRequest, BindTelResult, BindUserWithCIDRequest, CancelUserRequest,
  ChangeTelRequest, HandleCodeRequest, HandleCodeResult, LogoutRequest, PlaceUploadRequest, PlaceUploadResult, RankingListRequest,
  RankingListResult, SessionEndingResult, UpdateCashPasswordRequest, UpdateNicknameAndAvatarRequest,
  UpdatePasswordRequest, UserInfo,
} from '@api-types/user'
import { post, type RequestOptions } from '@/lib/request'
import { upload } from '@/lib/transfer'

export const PATHS = {
  info: '/api/user/info',
  placeUpload: '/api/user/placeUpload',
  bindPid: '/api/user/bindPid',
  updateNicknameAndAvatar: '/api/user/updateNicknameAndAvatar',
  updateCashPassword: '/api/user/updateCashPassword',
  handleCode: '/api/user/handleCode',
  bindTel: '/api/user/bindTel',
  changeTel: '/api/user/changeTel',
  updatePassword: '/api/user/updatePassword',
  cancelUser: '/api/user/cancel_user',
  bindMtAccount: '/api/user/bindMtAccount',
  rankingList: '/api/user/ranking_list',
  bindUserWithCID: '/api/user/bindUserWithCID',
  /** Not in the spec: ends this session on the server when the user logs out. */
  logout: '/api/user/logout',
} as const

/** /api/user/info: the logged-in account. */
export function info(options?: RequestOptions): Promise<ApiResponse<UserInfo>> {
  return post<UserInfo>(PATHS.info, undefined, options)
}

/** /api/user/placeUpload: multipart upload of one local image (field 'file'); resolves its url. */
export function placeUpload(
  filePath: string,
  body: PlaceUploadRequest = {},
  options?: RequestOptions,
): Promise<ApiResponse<PlaceUploadResult>> {
  const formData: Record<string, string> = {}
  if (body.scene) formData.scene = body.scene
  return upload<PlaceUploadResult>(PATHS.placeUpload, filePath, { ...options, name: 'file', formData })
}

/** /api/user/bindPid: sets the referrer (once, within 7 days of registration). */
export function bindPid(body: BindPidRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, BindPidRequest>(PATHS.bindPid, body, options)
}

/** /api/user/updateNicknameAndAvatar */
export function updateNicknameAndAvatar(
  body: UpdateNicknameAndAvatarRequest,
  options?: RequestOptions,
): Promise<ApiResponse<UserInfo>> {
  return post<UserInfo, UpdateNicknameAndAvatarRequest>(PATHS.updateNicknameAndAvatar, body, options)
}

/** /api/user/updateCashPassword: sets or changes the payment password with an SMS code. */
export function updateCashPassword(body: UpdateCashPasswordRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, UpdateCashPasswordRequest>(PATHS.updateCashPassword, body, options)
}

/** /api/user/handleCode: sends an SMS code for a sensitive change of the logged-in account. */
export function handleCode(body: HandleCodeRequest, options?: RequestOptions): Promise<ApiResponse<HandleCodeResult>> {
  return post<HandleCodeResult, HandleCodeRequest>(PATHS.handleCode, body, options)
}

/** /api/user/bindTel: binds a phone number to an account that has none (messaging-platform login). */
export function bindTel(body: BindTelRequest, options?: RequestOptions): Promise<ApiResponse<BindTelResult>> {
  return post<BindTelResult, BindTelRequest>(PATHS.bindTel, body, options)
}

/** /api/user/changeTel: changes the phone number; ends every session. */
export function changeTel(body: ChangeTelRequest, options?: RequestOptions): Promise<ApiResponse<SessionEndingResult>> {
  return post<SessionEndingResult, ChangeTelRequest>(PATHS.changeTel, body, options)
}

/** /api/user/updatePassword: changes the login password; ends every session. */
export function updatePassword(body: UpdatePasswordRequest, options?: RequestOptions): Promise<ApiResponse<SessionEndingResult>> {
  return post<SessionEndingResult, UpdatePasswordRequest>(PATHS.updatePassword, body, options)
}

/** /api/user/cancel_user: cancels the account (refused while a cash-out is pending). */
export function cancelUser(body: CancelUserRequest, options?: RequestOptions): Promise<ApiResponse<SessionEndingResult>> {
  return post<SessionEndingResult, CancelUserRequest>(PATHS.cancelUser, body, options)
}

/** /api/user/bindMtAccount: binds the food-platform account's phone number. */
export function bindMtAccount(body: BindMtAccountRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, BindMtAccountRequest>(PATHS.bindMtAccount, body, options)
}

/** /api/user/ranking_list: earnings, invitation or savings ranking by week or month. */
export function rankingList(body: RankingListRequest = {}, options?: RequestOptions): Promise<ApiResponse<RankingListResult>> {
  return post<RankingListResult, RankingListRequest>(PATHS.rankingList, body, options)
}

/** /api/user/bindUserWithCID: binds the push client (device) id to the account. */
export function bindUserWithCID(body: BindUserWithCIDRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, BindUserWithCIDRequest>(PATHS.bindUserWithCID, body, options)
}

/**
 * /api/user/logout (not in the spec): revokes this request's token. Silent by default: logging out
 * never waits for or reports this call, the app clears its session whatever the answer.
 */
export function logout(options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, LogoutRequest>(PATHS.logout, {}, { silent: true, ...options })
}
