import type { Profile, UserInfo } from '@api-types/user'
import { pageUrl } from '@/routes'
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
}

/** The grid of personal pages. */
export const SERVICE_ENTRIES: MeEntry[] = [
  { key: 'me.bills', url: pageUrl('bills'), icon: 'order' },
  { key: 'me.redBag', url: pageUrl('redBag'), icon: 'coupon' },
  { key: 'me.messages', url: pageUrl('myMessages'), icon: 'message' },
  { key: 'me.foodie', url: pageUrl('foodie'), icon: 'star' },
]

/** The list under it. */
export const MORE_ENTRIES: MeEntry[] = [
  { key: 'me.feedback', url: pageUrl('myFeedback'), icon: 'feedback' },
  { key: 'me.business', url: pageUrl('merchantIntro'), icon: 'store' },
  { key: 'me.setting', url: pageUrl('settings'), icon: 'setting' },
]

