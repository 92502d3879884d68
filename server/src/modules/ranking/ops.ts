import { rankingOps } from '@api-types/ops/ranking'
import { lockFor } from '../../db/locks'
import { columns } from '../../i18n'
import { noArgs, opsCommand, type OpsGroup } from '../../ops/commands'
import { RANKING_JOB } from './job'
import { refreshRankings } from './refresh'

// The operators' ranking-refresh command (docs/server.md "Operators"): the rankings' job run now,
// under the job's own lock (jobs.ts), so it waits for a run in progress in any process and never
// computes beside one.

export const RANKING_OPS: OpsGroup = {
  help: `  ranking-refresh
      立即重新统计本周、本月（及刚结束的上一周期）的排行榜 / compute this week's and this month's rankings now
`,
  examples: [],
  commands: [
    opsCommand(rankingOps.rankingRefresh, {
      parse: noArgs,
      async run({ db, now }) {
        const refreshed = await db.transaction(async (tx) => {
          await lockFor(tx, 'job', RANKING_JOB.name)
          return refreshRankings(tx, now)
        })
        return {
          command: 'ranking-refresh',
          refreshed: refreshed.map((r) => ({ period: r.period, period_start: r.periodStart, kind: r.kind, ranked: r.ranked })),
        }
      },
      print: ({ refreshed }, { lang, table }) => ({
        ok: true,
        stdout: [table(
          columns(lang, ['opsColPeriod', 'opsColPeriodStart', 'opsColRankingKind', 'opsColRanked']),
          refreshed.map((r) => [r.period, r.period_start, r.kind, String(r.ranked)]),
        )],
        stderr: [],
      }),
    }),
  ],
}
