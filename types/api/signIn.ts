import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, Nullable, OneOf, PagedOf, paging, TimeText, type CallBody } from './contract'

// Daily sign-in, make-up sign-in, gold tasks and the gold ledger (docs/rules.md "Sign-in and gold coins").

export const SignInAddGoldCoinResultSchema = Type.Object({
  /** Gold given by this call. */
  gold: Type.Integer(),
  /** The user's gold after it. */
  gold_balance: Type.Integer(),
  /** Times this task can still pay in its period: today, or ever for a 'once' task. */
  remaining_today: Type.Integer(),
})
export type SignInAddGoldCoinResult = Static<typeof SignInAddGoldCoinResultSchema>

/**
 * What a gold task is, and what proves it: 'ad' (watch an ad) is declared by the app; 'free_meal'
 * (a free-meal order approved today) and 'voucher' (a paid voucher order) are proven by the server.
 * There is no share task: sharing earns no gold (docs/rules.md "Sign-in and gold coins").
 */
export const GOLD_TASK_KINDS = ['ad', 'free_meal', 'voucher'] as const
export type GoldTaskKind = typeof GOLD_TASK_KINDS[number]

/**
 * How a task stands for the user: 'todo' (go and do it: 去完成), 'claimable' (the proof is in, the
 * reward waits: 领取), 'done' (every reward of the period taken: 已完成). Logged out: 'todo'.
 */
export const GOLD_TASK_STATUSES = ['todo', 'claimable', 'done'] as const
export type GoldTaskStatus = typeof GOLD_TASK_STATUSES[number]

/** A gold task of the task list (全部任务) and its detail (任务详情). */
export const GoldTaskSchema = Type.Object({
  /** The addGoldCoin type. */
  type: Type.Integer(),
  kind: OneOf(GOLD_TASK_KINDS),
  title: Type.String(),
  description: Type.String(),
  /** Gold per claim. */
  gold: Type.Integer(),
  /** 'day': `cap` claims each Shanghai day; 'once': `cap` claims ever. */
  period: OneOf(['day', 'once'] as const),
  cap: Type.Integer(),
  /** Claims in the current period (today, or ever for 'once'); null when logged out. */
  claimed: Nullable(Type.Integer()),
  status: OneOf(GOLD_TASK_STATUSES),
})
export type GoldTask = Static<typeof GoldTaskSchema>

export const SignInTasksResultSchema = Type.Object({
  /** The user's gold; null when logged out. */
  gold: Nullable(Type.Integer()),
  /** Every enabled task, in the operator's order. */
  tasks: Type.Array(GoldTaskSchema),
})
export type SignInTasksResult = Static<typeof SignInTasksResultSchema>

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** Sign-in rules and the user's sign-in state. */
export const SignInConfigSchema = Type.Object({
  /** Gold for streak days 1 to 7, e.g. [10, 10, 15, 15, 20, 20, 50]. */
  rewards: Type.Array(Type.Integer()),
  /** What a sign-in pays this user on each of those days: rewards times member_multiplier for a
   * member, rewards otherwise. The figures the 7-day strips show; a sign-in books exactly these. */
  my_rewards: Type.Array(Type.Integer()),
  /** Members get this many times the reward (2). */
  member_multiplier: Type.Integer(),
  /** Gold a make-up sign-in costs (30), and how many are allowed a month (3). */
  make_up_cost: Type.Integer(),
  make_up_limit: Type.Integer(),
  make_up_used: Type.Integer(),
  signed_today: Type.Boolean(),
  /** Current streak, 0-7. */
  streak: Type.Integer(),
  gold: Type.Integer(),
  /** Today in Asia/Shanghai, 'YYYY-MM-DD'. */
  today: DateText,
})
export type SignInConfig = Static<typeof SignInConfigSchema>

export const SignInRedeemMemberResultSchema = Type.Object({
  gold_spent: Type.Integer(),
  gold_balance: Type.Integer(),
  expire_time: TimeText,
})
export type SignInRedeemMemberResult = Static<typeof SignInRedeemMemberResultSchema>

/** One gold ledger row (golddetails page). */
export const GoldRecordSchema = Type.Object({
  id: Type.Integer(),
  /** 'sign_in' | 'make_up' | 'task' | 'redeem' | 'raffle' | 'recharge' | ... */
  kind: Type.String(),
  title: Type.String(),
  /** Signed: positive earned, negative spent. */
  gold: Type.Integer(),
  balance_after: Type.Integer(),
  create_time: TimeText,
})
export type GoldRecord = Static<typeof GoldRecordSchema>

export const SignInListsResultSchema = PagedOf(GoldRecordSchema)
export type SignInListsResult = Static<typeof SignInListsResultSchema>

export const SignInDaySchema = Type.Object({
  /** 'YYYY-MM-DD'. */
  date: DateText,
  signed: Type.Boolean(),
  made_up: Type.Boolean(),
  /** Gold earned that day, 0 if none. */
  gold: Type.Integer(),
  /** Missed, earlier this month and after registration: a make-up is possible. */
  can_make_up: Type.Boolean(),
})
export type SignInDay = Static<typeof SignInDaySchema>

export const SignInMonthResultSchema = Type.Object({
  month: Type.String(),
  days: Type.Array(SignInDaySchema),
  make_up_left: Type.Integer(),
  make_up_cost: Type.Integer(),
})
export type SignInMonthResult = Static<typeof SignInMonthResultSchema>

/** What a sign-in or make-up sign-in gave. */
export const SignInResultSchema = Type.Object({
  date: DateText,
  /** Gold given (negative cost of a make-up is in gold_spent). */
  gold: Type.Integer(),
  gold_spent: Type.Integer(),
  gold_balance: Type.Integer(),
  streak: Type.Integer(),
})
export type SignInResult = Static<typeof SignInResultSchema>

export const signIn = calls({
  addGoldCoin: {
    path: '/api/signIn/addGoldCoin',
    doc: 'a gold task reward (1 = watch an ad, 3 = first approved free meal of the day, 4 = first voucher bought), capped per type per day (or ever); proof tasks pay only on their proof; sharing earns nothing (a share task is refused).',
    auth: 'required',
    body: Type.Object({ type: Id }),
    result: SignInAddGoldCoinResultSchema,
  },
  tasks: {
    path: '/api/signIn/tasks',
    doc: "every enabled gold task with the user's claims in its period and whether it can be claimed now (login optional: without it, no progress).",
    auth: 'optional',
    body: NoBody,
    result: SignInTasksResultSchema,
  },
  config: {
    path: '/api/signIn/config',
    doc: "sign-in rules and the user's sign-in state (today, streak, make-ups used this month, gold).",
    auth: 'required',
    body: NoBody,
    result: SignInConfigSchema,
  },
  redeemMember: {
    path: '/api/signIn/redeemMember',
    doc: "buys membership with gold (the member type's gold_price).",
    auth: 'required',
    body: Type.Object({ member_type: Id }),
    result: SignInRedeemMemberResultSchema,
  },
  lists: {
    path: '/api/signIn/lists',
    doc: 'the gold ledger (gold details), newest first.',
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: SignInListsResultSchema,
  },
  month: {
    path: '/api/signIn/month',
    doc: "the sign-in calendar of one month ('YYYY-MM').",
    auth: 'required',
    body: Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) }),
    result: SignInMonthResultSchema,
  },
  makeUpSignIn: {
    path: '/api/signIn/makeUpSignIn',
    doc: "makes up a missed day of this month ('YYYY-MM-DD') for gold.",
    auth: 'required',
    body: Type.Object({ date: Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }),
    result: SignInResultSchema,
  },
  signIn: {
    path: '/api/signIn/signIn',
    doc: "today's sign-in (once a Shanghai day).",
    auth: 'required',
    body: NoBody,
    result: SignInResultSchema,
  },
})

export type SignInAddGoldCoinRequest = CallBody<typeof signIn.addGoldCoin>
export type SignInRedeemMemberRequest = CallBody<typeof signIn.redeemMember>
export type SignInListsRequest = CallBody<typeof signIn.lists>
export type SignInMonthRequest = CallBody<typeof signIn.month>
export type SignInMakeUpSignInRequest = CallBody<typeof signIn.makeUpSignIn>
