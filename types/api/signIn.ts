import type { PageQuery, Paged } from './envelope'

// Daily sign-in, make-up sign-in, gold tasks and the gold ledger (product-rules "Sign-in and gold coins").

export interface SignInAddGoldCoinRequest {
  /** The task: 1 = watch an ad, 2 = share, 3 = first order of the day...; each has a daily cap. */
  type: number
}

export interface SignInAddGoldCoinResult {
  /** Gold given by this call. */
  gold: number
  /** The user's gold after it. */
  gold_balance: number
  /** Times this task can still pay today. */
  remaining_today: number
}

/** Sign-in rules and the user's sign-in state. */
export interface SignInConfig {
  /** Gold for streak days 1 to 7, e.g. [10, 10, 15, 15, 20, 20, 50]. */
  rewards: number[]
  /** Members get this many times the reward (2). */
  member_multiplier: number
  /** Gold a make-up sign-in costs (30), and how many are allowed a month (3). */
  make_up_cost: number
  make_up_limit: number
  make_up_used: number
  signed_today: boolean
  /** Current streak, 0-7. */
  streak: number
  gold: number
  /** Today in Asia/Shanghai, 'YYYY-MM-DD'. */
  today: string
}

export interface SignInRedeemMemberRequest {
  /** The member type bought with gold (its gold_price). */
  member_type: number
}

export interface SignInRedeemMemberResult {
  gold_spent: number
  gold_balance: number
  expire_time: string
}

export type SignInListsRequest = PageQuery

/** One gold ledger row (golddetails page). */
export interface GoldRecord {
  id: number
  /** 'sign_in' | 'make_up' | 'task' | 'redeem' | 'raffle' | 'recharge' | ... */
  kind: string
  title: string
  /** Signed: positive earned, negative spent. */
  gold: number
  balance_after: number
  create_time: string
}

export type SignInListsResult = Paged<GoldRecord>

export interface SignInMonthRequest {
  /** 'YYYY-MM'. */
  month: string
}

export interface SignInDay {
  /** 'YYYY-MM-DD'. */
  date: string
  signed: boolean
  made_up: boolean
  /** Gold earned that day, 0 if none. */
  gold: number
  /** Missed, earlier this month and after registration: a make-up is possible. */
  can_make_up: boolean
}

export interface SignInMonthResult {
  month: string
  days: SignInDay[]
  make_up_left: number
  make_up_cost: number
}

export interface SignInMakeUpSignInRequest {
  /** The missed day, 'YYYY-MM-DD'. */
  date: string
}

/** What a sign-in or make-up sign-in gave. */
export interface SignInResult {
  date: string
  /** Gold given (negative cost of a make-up is in gold_spent). */
  gold: number
  gold_spent: number
  gold_balance: number
  streak: number
}
