import type { Profile, UserInfo } from '@api-types/user'
import { formatGold, displayYuan } from '@/utils/money'

// Pure helpers of the me tab: what the header and the wallet row show.

/** '13800000000' -> '138****0000'; anything that is not 11 digits is shown as it is. */
export function maskPhone(tel: string | null | undefined): string {
  const text = (tel ?? '').trim()
  return /^\d{11}$/.test(text) ? `${text.slice(0, 3)}****${text.slice(7)}` : text
}

export interface AccountView {
  nickname: string
  phone: string
  avatar: string
  isVip: boolean
  vipUntil: string
  balance: string
  gold: string
  saved: string
}

/** Merges the login profile with the fresher /api/user/info answer. */
export function accountView(profile: Profile | null, info: UserInfo | null, defaultName: string): AccountView {
  const tel = info?.tel || profile?.tel || ''
  return {
    nickname: info?.nickname || profile?.nickname || defaultName,
    phone: maskPhone(tel),
    avatar: info?.avatar || profile?.avatar || '',
    isVip: Boolean(info?.is_vip),
    vipUntil: info?.is_vip && info.vip_expire_at ? String(info.vip_expire_at).slice(0, 10) : '',
    balance: displayYuan(info?.amount),
    gold: formatGold(info?.gold),
    saved: displayYuan(info?.total_saved),
  }
}

export type MeIcon = 'order' | 'coupon' | 'message' | 'star' | 'feedback' | 'store' | 'setting'

export interface MeEntry {
  key: 'me.bills' | 'me.redBag' | 'me.messages' | 'me.foodie' | 'me.feedback' | 'me.business' | 'me.setting'
  url: string
  icon: MeIcon
  /** Personal pages go through the login check first. */
  needLogin: boolean
}

/** The grid of personal pages. */
export const SERVICE_ENTRIES: MeEntry[] = [
  { key: 'me.bills', url: '/pages/business_order/order_list', icon: 'order', needLogin: true },
  { key: 'me.redBag', url: '/pagesme/red_bag', icon: 'coupon', needLogin: true },
  { key: 'me.messages', url: '/pagesme/message', icon: 'message', needLogin: true },
  { key: 'me.foodie', url: '/pagesme/foodie', icon: 'star', needLogin: false },
]

/** The list under it. */
export const MORE_ENTRIES: MeEntry[] = [
  { key: 'me.feedback', url: '/pagesme/feedback/addfeedback', icon: 'feedback', needLogin: true },
  { key: 'me.business', url: '/pagesme/businessinto/businessinto', icon: 'store', needLogin: false },
  { key: 'me.setting', url: '/pages/setting/setting', icon: 'setting', needLogin: false },
]

export const CASHOUT_URL = '/pages/cashout/cashout'
export const MONEY_DETAIL_URL = '/pages/moneydetail/moneydetail'
/** 会员中心: the me tab's membership card leads there (the plans and 开通会员 are one tap further). */
export const MEMBER_CENTER_URL = '/pages/member/member'
