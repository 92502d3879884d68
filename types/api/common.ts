import type { Yuan } from './envelope'

// Merchant onboarding forms, agreements and cash-out options (spec 7 "Common and config").

/** The merchant join form (/pagesme/businessinto/apply). */
export interface CommonSettleInRequest {
  shop_name: string
  contact_name: string
  tel: string
  city: string
  address: string
  /** Category of the shop, e.g. '快餐', '奶茶'. */
  category?: string
  /** Shop front or licence photos, uploaded first through /api/user/placeUpload. */
  images?: string[]
  remark?: string
}

/** The cooperation form (/pagesme/businessinto/callus). */
export interface CommonCooperateRequest {
  name: string
  tel: string
  company?: string
  content: string
}

/** The id of the stored application. */
export interface CommonFormResult {
  id: number
}

/** An agreement page: membership, user or privacy agreement. */
export interface AgreementResult {
  title: string
  /** HTML. */
  content: string
  update_time?: string
}

export interface CommonCashoutTypeRequest {
  /** What is cashed out: 1 = wallet balance. */
  type: number
}

/** A payout channel offered on the cash-out page. */
export interface CashoutChannel {
  /** The pay_type to send with /api/wallet/cashOut: 1 = WeChat, 2 = Alipay. */
  pay_type: number
  name: string
  icon?: string
  enabled: boolean
  /** True when the user has bound the account this channel pays to. */
  bound: boolean
}

/** The cash-out rules and channels the cash-out page shows. */
export interface CashoutTypeResult {
  channels: CashoutChannel[]
  min_amount: Yuan
  max_amount: Yuan
  /** Cash-outs allowed per day, and used today. */
  daily_times: number
  used_today: number
  /** Fee rate as a decimal string, '0' for none. */
  fee_rate: string
  /** Rules text shown under the form. */
  notice?: string
}
