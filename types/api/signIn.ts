import { Type } from '@sinclair/typebox'
import { calls, Id, NoBody, paging, returns, type CallBody } from './contract'
import type { Paged } from './envelope'

// Daily sign-in, make-up sign-in, gold tasks and the gold ledger (docs/rules.md "Sign-in and gold coins").

export interface SignInAddGoldCoinResult {
  /** Gold given by this call. */
  gold: number
  /** The user's gold after it. */
  gold_balance: number
  /** Times this task can still pay in its period: today, or ever for a 'once' task. */
  remaining_today: number
}

/**
 * What a gold task is, and what proves it: 'ad' (watch an ad) and 'share' are declared by the app;
 * 'free_meal' (a free-meal order approved today) and 'voucher' (a paid voucher order) are proven
 * by the server.
 */
export type GoldTaskKind = 'ad' | 'share' | 'free_meal' | 'voucher'

/**
 * How a task stands for the user: 'todo' (go and do it: 去完成), 'claimable' (the proof is in, the
 * reward waits: 领取), 'done' (every reward of the period taken: 已完成). Logged out: 'todo'.
 */
export type GoldTaskStatus = 'todo' | 'claimable' | 'done'

/** A gold task of the task list (全部任务) and its detail (任务详情). */
export interface GoldTask {
  /** The addGoldCoin type. */
  type: number
  kind: GoldTaskKind
  title: string
  description: string
  /** Gold per claim. */
  gold: number
  /** 'day': `cap` claims each Shanghai day; 'once': `cap` claims ever. */
  period: 'day' | 'once'
  cap: number
  /** Claims in the current period (today, or ever for 'once'); null when logged out. */
  claimed: number | null
  status: GoldTaskStatus
}

export interface SignInTasksResult {
  /** The user's gold; null when logged out. */
  gold: number | null
  /** Every enabled task, in the operator's order. */
  tasks: GoldTask[]
}

/** Sign-in rules and the user's sign-in state. */
export interface SignInConfig {
  /** Gold for streak days 1 to 7, e.g. [10, 10, 15, 15, 20, 20, 50]. */
  rewards: number[]
  /** What a sign-in pays this user on each of those days: rewards times member_multiplier for a
   * member, rewards otherwise. The figures the 7-day strips show; a sign-in books exactly these. */
  my_rewards: number[]
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

export interface SignInRedeemMemberResult {
  gold_spent: number
  gold_balance: number
  expire_time: string
}

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

/** What a sign-in or make-up sign-in gave. */
export interface SignInResult {
  date: string
  /** Gold given (negative cost of a make-up is in gold_spent). */
  gold: number
  gold_spent: number
  gold_balance: number
  streak: number
}

export const signIn = calls({
  addGoldCoin: {
    path: '/api/signIn/addGoldCoin',
    doc: 'a gold task reward (1 = watch an ad, 2 = share, 3 = first approved free meal of the day, 4 = first voucher bought), capped per type per day (or ever); proof tasks pay only on their proof.',
    auth: 'required',
    body: Type.Object({ type: Id }),
    result: returns<SignInAddGoldCoinResult>(),
  },
  tasks: {
    path: '/api/signIn/tasks',
    doc: "every enabled gold task with the user's claims in its period and whether it can be claimed now (login optional: without it, no progress).",
    auth: 'optional',
    body: NoBody,
    result: returns<SignInTasksResult>(),
  },
  config: {
    path: '/api/signIn/config',
    doc: "sign-in rules and the user's sign-in state (today, streak, make-ups used this month, gold).",
    auth: 'required',
    body: NoBody,
    result: returns<SignInConfig>(),
  },
  redeemMember: {
    path: '/api/signIn/redeemMember',
    doc: "buys membership with gold (the member type's gold_price).",
    auth: 'required',
    body: Type.Object({ member_type: Id }),
    result: returns<SignInRedeemMemberResult>(),
  },
  lists: {
    path: '/api/signIn/lists',
    doc: 'the gold ledger (gold details), newest first.',
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: returns<SignInListsResult>(),
  },
  month: {
    path: '/api/signIn/month',
    doc: "the sign-in calendar of one month ('YYYY-MM').",
    auth: 'required',
    body: Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) }),
    result: returns<SignInMonthResult>(),
  },
  makeUpSignIn: {
    path: '/api/signIn/makeUpSignIn',
    doc: "makes up a missed day of this month ('YYYY-MM-DD') for gold.",
    auth: 'required',
    body: Type.Object({ date: Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }),
    result: returns<SignInResult>(),
  },
  signIn: {
    path: '/api/signIn/signIn',
    doc: "today's sign-in (once a Shanghai day).",
    auth: 'required',
    body: NoBody,
    result: returns<SignInResult>(),
  },
})

export type SignInAddGoldCoinRequest = CallBody<typeof signIn.addGoldCoin>
export type SignInRedeemMemberRequest = CallBody<typeof signIn.redeemMember>
export type SignInListsRequest = CallBody<typeof signIn.lists>
export type SignInMonthRequest = CallBody<typeof signIn.month>
export type SignInMakeUpSignInRequest = CallBody<typeof signIn.makeUpSignIn>
