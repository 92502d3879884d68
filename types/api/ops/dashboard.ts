import { Type, type Static } from '@sinclair/typebox'
import { Exact, OPERATOR_ROLES, OpsResult, YuanText, opsCalls } from '../contract'

// The console's home (docs/console.md "Dashboard"; docs/rules.md "Operators"): per Asia/Shanghai
// day of the last N days what happened (grabs, approvals, rebates paid, voucher and membership
// GMV, cash-outs paid, sign-ins, new users, invitations), and today's figures with what waits for
// an operator. Served by server/src/modules/dashboard/ops.ts; every role may read it.

export const DASHBOARD_DAYS_MIN = 7
export const DASHBOARD_DAYS_MAX = 90
export const DASHBOARD_DAYS_DEFAULT = 30

/** The figures of one day. Money as yuan text ('12.50'). */
export const DashboardDaySchema = Type.Object({
  /** 'YYYY-MM-DD', Asia/Shanghai. */
  day: Type.String(),
  /** Free-meal orders created (grabbed) that day. */
  grabs: Type.Integer(),
  /** Free-meal orders approved that day. */
  approvals: Type.Integer(),
  /** The rebates of the orders approved that day (credited to the wallets on approval). */
  rebates: YuanText,
  /** Voucher orders paid that day, and their amount. */
  voucher_orders: Type.Integer(),
  voucher_gmv: YuanText,
  /** Membership orders paid that day, and their amount. */
  member_orders: Type.Integer(),
  member_gmv: YuanText,
  /** Cash-outs paid out that day, and their amount. */
  cash_outs: Type.Integer(),
  cash_out_amount: YuanText,
  sign_ins: Type.Integer(),
  new_users: Type.Integer(),
  /** Referrals bound that day. */
  invitations: Type.Integer(),
})
export type DashboardDay = Static<typeof DashboardDaySchema>

/** What waits for an operator now. */
export const DashboardQueueSchema = Type.Object({
  /** Free-meal proofs uploaded, not yet reviewed. */
  proofs: Type.Integer(),
  cash_outs_pending: Type.Integer(),
  commissions_held: Type.Integer(),
  /** Feedback not closed and not yet replied to. */
  feedback_open: Type.Integer(),
  /** Merchant join applications and cooperation enquiries submitted or contacted. */
  applications_open: Type.Integer(),
})
export type DashboardQueue = Static<typeof DashboardQueueSchema>

export const dashboardOps = opsCalls({
  dashboard: {
    path: '/ops/dashboard',
    doc: "the console's home: per Asia/Shanghai day of the last `days` days (today last) grabs, approvals, rebates, voucher and membership GMV, cash-outs paid, sign-ins, new users and invitations; today's figures and what waits (proofs, cash-outs, held commissions, feedback, applications).",
    auth: 'operator',
    roles: OPERATOR_ROLES.filter((r) => r !== 'admin'),
    reads: true,
    body: Exact({ days: Type.Optional(Type.Integer({ minimum: DASHBOARD_DAYS_MIN, maximum: DASHBOARD_DAYS_MAX })) }),
    result: OpsResult('dashboard', {
      /** The first and last day (today) of the series. */
      from: Type.String(),
      today: DashboardDaySchema,
      queue: DashboardQueueSchema,
      days: Type.Array(DashboardDaySchema),
    }),
  },
})
