import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// The ranking module's tables (docs/rules.md "Rankings"): a summary the scheduler keeps, so a
// ranking is an index scan, never a pass over every ledger per request.

/** One user's figure in one ranking of one period (week or month, from its first day in Asia/Shanghai). */
export const rankingScores = pgTable('ranking_scores', {
  /** 'week' | 'month' */
  period: text('period').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  /** 'earnings' | 'invitations' | 'savings' */
  kind: text('kind').notNull(),
  userId: integer('user_id').notNull(),
  /** Fen for earnings and savings, a count for invitations; rows of 0 are not kept. */
  value: bigint('value', { mode: 'number' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.period, t.periodStart, t.kind, t.userId] }),
  index('ranking_scores_rank_idx').on(t.period, t.periodStart, t.kind, t.value.desc(), t.userId),
])

/** When each ranking was last computed (the answer's updated_at). */
export const rankingRefreshes = pgTable('ranking_refreshes', {
  period: text('period').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.period, t.periodStart, t.kind] })])
