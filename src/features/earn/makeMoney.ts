import type { UserInfo } from '@api-types/user'
import type { WalletIncomeResult } from '@api-types/wallet'
import { displayYuan } from '@/utils/money'
import { pageUrl } from '@/routes'

// Pure helpers of the make-money tab.

/**
 * The wallet figures from the account (/api/user/info): the balance that can be cashed out, what
 * is frozen (a cash-out under way) and what free meals have saved.
 */
export interface EarningsView {
  withdrawable: string
  frozen: string
  saved: string
}

export function earningsView(account: UserInfo | null): EarningsView {
  return { withdrawable: displayYuan(account?.amount), frozen: displayYuan(account?.frozen_amount), saved: displayYuan(account?.total_saved) }
}

/** Today's and all earnings (Wallet/income's totals, docs/server.md), two decimals each. */
export interface IncomeFigures {
  today: string
  total: string
}

/** The figures of an income answer; null when it holds none (nothing is made up). */
export function incomeFigures(answer: Partial<WalletIncomeResult> | null | undefined): IncomeFigures | null {
  if (!answer || typeof answer !== 'object' || answer.today_income === undefined || answer.total_income === undefined) return null
  return { today: displayYuan(answer.today_income), total: displayYuan(answer.total_income) }
}

/** Placeholder of a figure not known (logged out, loading, failed): never a made-up 0.00. */
export const UNKNOWN_FIGURE = '--'

export type EarnIcon = 'detail' | 'team' | 'ranking' | 'rule' | 'myJoin' | 'challenge'

export interface EarnEntry {
  icon: EarnIcon
  url: string
  title: 'earn.detailmoney' | 'earn.mygroup' | 'earn.ranking' | 'earn.rule' | 'earn.myJoin' | 'earn.challenge'
}

export const EARN_ENTRIES: EarnEntry[] = [
  { icon: 'detail', url: pageUrl('earnings'), title: 'earn.detailmoney' },
  { icon: 'team', url: pageUrl('myTeam'), title: 'earn.mygroup' },
  { icon: 'ranking', url: pageUrl('ranking'), title: 'earn.ranking' },
  { icon: 'rule', url: pageUrl('earnRules'), title: 'earn.rule' },
  { icon: 'myJoin', url: pageUrl('myJoinedChallenges'), title: 'earn.myJoin' },
  { icon: 'challenge', url: pageUrl('challenges'), title: 'earn.challenge' },
]
