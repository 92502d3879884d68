import type { EmptyResult, PageQuery, Paged, Yuan } from './envelope'

/** The session profile a login returns: a token plus the account summary. */
export interface Profile {
  token: string
  user_id?: number
  tel?: string
  nickname?: string
  avatar?: string
  /** 1 sends the user to the takeaway red-packet page after login. */
  login_type?: number
  /** True when this login created the account. */
  is_new?: boolean
  [extra: string]: unknown
}

/** The account as /api/user/info returns it. */
export interface UserInfo {
  id: number
  /** Wallet balance in yuan. */
  amount: Yuan
  tel?: string
  nickname?: string
  avatar?: string
  gold?: number
  frozen_amount?: Yuan
  total_saved?: Yuan
  is_vip?: boolean
  vip_expire_at?: string | null
  parent_id?: number | null
  mt_phone?: string | null
  has_password?: boolean
  has_cash_password?: boolean
  alipay_number?: string | null
  real_name?: string | null
  invite_code?: string
  [extra: string]: unknown
}

export interface PlaceUploadResult {
  url: string
}

export interface BindPidRequest {
  parent_id: number | string
  source: number
}

export interface UpdateNicknameAndAvatarRequest {
  nickname?: string
  avatar?: string
}

export interface UpdateCashPasswordRequest {
  cash_password: string
  re_cash_password: string
  code: string
}

/** Sends an SMS code to the logged-in user's phone for a sensitive change. */
export interface HandleCodeRequest {
  /** What the code is for: 'change_tel' | 'bind_tel' (sent to `tel`) or 'password' | 'cash_password' | 'cancel' (sent to the account's phone). */
  purpose: string
  tel?: string
}

export interface BindTelRequest {
  tel: string
  code: string
}

export interface ChangeTelRequest {
  tel: string
  code: string
}

export interface UpdatePasswordRequest {
  code: string
  first_password: string
  second_password: string
}

export interface CancelUserRequest {
  /** Required when the account has a phone; a WeChat-only account cancels without one. */
  code?: string
}

/** /api/user/logout (not in the spec): revokes the token of the request. */
export type LogoutRequest = Record<string, never>

export interface BindMtAccountRequest {
  mt_phone: string
}

export interface RankingListRequest extends Partial<PageQuery> {
  /** 'week' | 'month' */
  period?: string
  /** 'earnings' | 'invitations' | 'savings' */
  kind?: string
}

export interface RankingEntry {
  rank: number
  user_id: number
  nickname: string
  avatar: string
  value: string
}

export type RankingListResult = Paged<RankingEntry> & { mine?: RankingEntry | null }

export interface BindUserWithCIDRequest {
  device_id: string
}

/** Form fields of the multipart /api/user/placeUpload (the file itself goes as 'file'). */
export interface PlaceUploadRequest {
  /** What the image is for; the server picks the folder and size limit from it. */
  scene?: 'avatar' | 'feedback' | 'voucher' | 'seeding' | 'settle_in'
}

/** bindTel: the account with its phone number now bound. */
export type BindTelResult = UserInfo

/** Sending a code answers nothing but the envelope's msg. */
export type HandleCodeResult = EmptyResult

/**
 * changeTel, updatePassword and cancel_user revoke every token (product rules): the client
 * clears the profile and goes to login afterwards.
 */
export type SessionEndingResult = EmptyResult
