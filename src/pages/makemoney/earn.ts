import type { AppConfigResult } from '@api-types/config'
import type { WalletIncomeResult } from '@api-types/wallet'
import { fenToYuan, yuanToFen } from '@/utils/money'

// Pure helpers of the make-money tab.

/** Commission rates of product-rules.md, used until the operator's config says otherwise. */
export const DEFAULT_DIRECT_RATE = '0.10'
export const DEFAULT_INDIRECT_RATE = '0.05'

/** '0.10' -> '10%', '0.075' -> '7.5%'; a malformed rate falls back to the default. */
export function ratePercent(rate: string | number | null | undefined, fallback: string): string {
  const n = Number(rate)
  const value = Number.isFinite(n) && n >= 0 && n <= 1 && rate !== '' && rate !== null ? n : Number(fallback)
  return `${Math.round(value * 1000) / 10}%`
}

export function commissionRates(config: AppConfigResult | null): { direct: string; indirect: string } {
  return {
    direct: ratePercent(config?.reward?.direct_rate, DEFAULT_DIRECT_RATE),
    indirect: ratePercent(config?.reward?.indirect_rate, DEFAULT_INDIRECT_RATE),
  }
}

/** Two decimals, '0.00' when missing or malformed. */
export function yuan2(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '0.00'
  try {
    return fenToYuan(yuanToFen(amount))
  } catch {
    return '0.00'
  }
}

export interface EarningsView {
  total: string
  today: string
  withdrawable: string
}

export function earningsView(income: WalletIncomeResult | null): EarningsView {
  return { total: yuan2(income?.total_income), today: yuan2(income?.today_income), withdrawable: yuan2(income?.amount) }
}

export type EarnIcon = 'detail' | 'team' | 'ranking' | 'rule' | 'myJoin' | 'challenge'

export interface EarnEntry {
  icon: EarnIcon
  url: string
  title: 'earn.detailmoney' | 'earn.mygroup' | 'earn.ranking' | 'earn.rule' | 'earn.myJoin' | 'earn.challenge'
  needLogin: boolean
}

export const EARN_ENTRIES: EarnEntry[] = [
  { icon: 'detail', url: '/pages/makemoney/detailmoney', title: 'earn.detailmoney', needLogin: true },
  { icon: 'team', url: '/pages/makemoney/mygroup', title: 'earn.mygroup', needLogin: true },
  { icon: 'ranking', url: '/pages/makemoney/rangkinglist', title: 'earn.ranking', needLogin: false },
  { icon: 'rule', url: '/pages/makemoney/makemoney-rule', title: 'earn.rule', needLogin: false },
  { icon: 'myJoin', url: '/pages/makemoney/makemoney-my-join', title: 'earn.myJoin', needLogin: true },
  { icon: 'challenge', url: '/challenge/challenge', title: 'earn.challenge', needLogin: false },
]

export const INVITE_URL = '/pages/makemoney/getmaker'
export const DETAIL_URL = '/pages/makemoney/detailmoney'
export const RULE_URL = '/pages/makemoney/makemoney-rule'
export const CASHOUT_URL = '/pages/cashout/cashout'
