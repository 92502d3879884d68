import { Type, type Static } from '@sinclair/typebox'
import { Exact, OneOf, OpsResult, opsCalls } from '../contract'
import { RANKING_KINDS, RANKING_PERIODS } from '../user'

// The operators' ranking-refresh call (docs/contract.md "Operator calls"; docs/rules.md
// "Rankings"): the rankings' periodic computation run now. Served by
// server/src/modules/ranking/ops.ts.

/** One ranking computed: which, and how many users it ranks. */
export const OpsRankingRefreshedSchema = Type.Object({
  period: OneOf(RANKING_PERIODS),
  /** The period's first day, 'YYYY-MM-DD' (Asia/Shanghai). */
  period_start: Type.String(),
  kind: OneOf(RANKING_KINDS),
  ranked: Type.Integer(),
})
export type OpsRankingRefreshed = Static<typeof OpsRankingRefreshedSchema>

export const rankingOps = opsCalls({
  rankingRefresh: {
    path: '/ops/ranking-refresh',
    doc: "computes this week's and this month's rankings (and the previous ones' once after the turn) now.",
    auth: 'operator',
    roles: [],
    body: Exact({}),
    result: OpsResult('ranking-refresh', { refreshed: Type.Array(OpsRankingRefreshedSchema) }),
  },
})
