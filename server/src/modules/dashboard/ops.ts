import { and, count, eq, gte, inArray, isNotNull, lt, sql, sum, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { APPLICATION_STATES } from '@api-types/common'
import { DASHBOARD_DAYS_DEFAULT, DASHBOARD_DAYS_MAX, DASHBOARD_DAYS_MIN, dashboardOps, type DashboardDay, type DashboardQueue } from '@api-types/ops/dashboard'
import { SHANGHAI_OFFSET_MS, shanghaiDay, shanghaiMidnight } from '../../clock'
import type { Db } from '../../db/driver'
import {
  businessOrders, cashOuts, commissions, cooperateApplications, feedbacks, freeMealOrders, memberOrders, referrals,
  settleInApplications, signIns, users,
} from '../../db/schema'
import { yuan } from '../../lib'
import { opsCommand, type OpsGroup } from '../../ops/commands'

// The dashboard (docs/server.md "Operators", docs/console.md "Dashboard"). A report: it reads the
// owning modules' tables directly (orders, paid orders, cash-outs, sign-ins, users, referrals,
// commissions, feedback, applications) and writes nothing. Each figure is one query grouped by the
// Asia/Shanghai day over the range [first day's midnight, tomorrow's midnight), never a query per day.

const DAY_MS = 86_400_000

interface Counted { day: string; n: number; fen: number }

/** 'YYYY-MM-DD' of a timestamptz column, Asia/Shanghai (UTC+8 all year, clock.ts). */
const dayOf = (col: PgColumn): SQL<string> =>
  sql<string>`to_char((${col} at time zone 'UTC') + interval '${sql.raw(String(SHANGHAI_OFFSET_MS / 1000))} seconds', 'YYYY-MM-DD')`

/** Counts (and sums `fen`) of the rows of `table` whose `at` falls in [from, to), by Shanghai day. */
async function byDay(db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], at: PgColumn, from: Date, to: Date, fen?: PgColumn, where?: SQL): Promise<Counted[]> {
  const day = dayOf(at)
  const rows = await db.select({ day, n: count(), fen: fen ? sum(fen) : sql<string>`0` }).from(table)
    .where(and(gte(at, from), lt(at, to), where)).groupBy(sql`1`)
  return rows.map((r) => ({ day: r.day, n: Number(r.n), fen: Number(r.fen ?? 0) }))
}

/** The days 'YYYY-MM-DD' from `first` for `n` days. */
function daysFrom(first: string, n: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  return Array.from({ length: n }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10))
}

export async function dashboard(db: Db, days: number, now: Date) {
  const today = shanghaiDay(now)
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10)
  const from = shanghaiMidnight(first)
  const to = new Date(shanghaiMidnight(today).getTime() + DAY_MS)
  const [grabs, approvals, vouchers, members, paidOut, newUsers, invitations, signInRows, queue] = await Promise.all([
    byDay(db, freeMealOrders, freeMealOrders.createdAt, from, to),
    // free_meal_orders_reviewed_idx (approved, by review time)
    byDay(db, freeMealOrders, freeMealOrders.reviewedAt, from, to, freeMealOrders.rebateFen, eq(freeMealOrders.status, 'approved')),
    byDay(db, businessOrders, businessOrders.paidAt, from, to, businessOrders.amountFen, isNotNull(businessOrders.paidAt)),
    byDay(db, memberOrders, memberOrders.paidAt, from, to, memberOrders.amountFen, isNotNull(memberOrders.paidAt)),
    byDay(db, cashOuts, cashOuts.decidedAt, from, to, cashOuts.amountFen, eq(cashOuts.status, 'paid')),
    byDay(db, users, users.createdAt, from, to),
    byDay(db, referrals, referrals.boundAt, from, to),
    // a sign-in's day is its own column (the day it counts for, made-up days included)
    db.select({ day: sql<string>`${signIns.day}::text`, n: count() }).from(signIns)
      .where(and(gte(signIns.day, first), lt(signIns.day, shanghaiDay(to)))).groupBy(signIns.day),
    waiting(db),
  ])
  const index = (rows: Counted[]) => new Map(rows.map((r) => [r.day, r]))
  const g = index(grabs), a = index(approvals), v = index(vouchers), m = index(members), c = index(paidOut), u = index(newUsers), i = index(invitations)
  const s = new Map(signInRows.map((r) => [r.day, Number(r.n)]))
  const series: DashboardDay[] = daysFrom(first, days).map((day) => ({
    day,
    grabs: g.get(day)?.n ?? 0,
    approvals: a.get(day)?.n ?? 0,
    rebates: yuan(a.get(day)?.fen ?? 0),
    voucher_orders: v.get(day)?.n ?? 0,
    voucher_gmv: yuan(v.get(day)?.fen ?? 0),
    member_orders: m.get(day)?.n ?? 0,
    member_gmv: yuan(m.get(day)?.fen ?? 0),
    cash_outs: c.get(day)?.n ?? 0,
    cash_out_amount: yuan(c.get(day)?.fen ?? 0),
    sign_ins: s.get(day) ?? 0,
    new_users: u.get(day)?.n ?? 0,
    invitations: i.get(day)?.n ?? 0,
  }))
  return { command: 'dashboard' as const, from: first, today: series[series.length - 1], queue, days: series }
}

/** What waits for an operator now: each count by an index on its status. */
async function waiting(db: Db): Promise<DashboardQueue> {
  const open = [APPLICATION_STATES.indexOf('submitted'), APPLICATION_STATES.indexOf('contacted')]
  const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0)
  const [proofs, cashOutsPending, held, feedbackOpen, settleIn, cooperate] = await Promise.all([
    one(db.select({ n: count() }).from(freeMealOrders).where(eq(freeMealOrders.status, 'uploaded'))),
    one(db.select({ n: count() }).from(cashOuts).where(eq(cashOuts.status, 'pending'))),
    one(db.select({ n: count() }).from(commissions).where(eq(commissions.status, 'held'))),
    one(db.select({ n: count() }).from(feedbacks).where(eq(feedbacks.status, 'waiting'))),
    one(db.select({ n: count() }).from(settleInApplications).where(inArray(settleInApplications.status, open))),
    one(db.select({ n: count() }).from(cooperateApplications).where(inArray(cooperateApplications.status, open))),
  ])
  return { proofs, cash_outs_pending: cashOutsPending, commissions_held: held, feedback_open: feedbackOpen, applications_open: settleIn + cooperate }
}

export const DASHBOARD_OPS: OpsGroup = {
  help: `  dashboard [--days 7-90]
      每日数据与今日待办（默认 30 天）/ daily figures and today's queues (30 days by default)
`,
  examples: ['dashboard --days 7'],
  commands: [
    opsCommand(dashboardOps.dashboard, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['days'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        if (options.days === undefined) return {}
        const days = Number(options.days)
        if (!/^\d{1,2}$/.test(options.days) || days < DASHBOARD_DAYS_MIN || days > DASHBOARD_DAYS_MAX) tools.fail('opsBadOption', { option: `--days ${options.days}` })
        return { days }
      },
      run: ({ db, now }, body) => dashboard(db, body.days ?? DASHBOARD_DAYS_DEFAULT, now),
      print({ days, queue }, { lang, table }) {
        const header = ['day', 'grabs', 'approvals', 'rebates', 'voucher_gmv', 'member_gmv', 'cash_outs', 'sign_ins', 'new_users', 'invitations']
        const rows = days.map((d) => [d.day, String(d.grabs), String(d.approvals), d.rebates, d.voucher_gmv, d.member_gmv, d.cash_out_amount, String(d.sign_ins), String(d.new_users), String(d.invitations)])
        return { ok: true, stdout: [table(header, rows), `${lang === 'en' ? 'waiting' : '待办'}: ${JSON.stringify(queue)}`], stderr: [] }
      },
    }),
  ],
}
