import type { Job } from '../../jobs'
import { refreshRankings } from './refresh'

/**
 * The rankings' computation as a job of the scheduler (jobs.ts): at start and every minute, so a
 * ranking is at most a minute behind the books; one process at a time by the job's lock.
 */
export const RANKING_JOB: Job = {
  name: 'ranking-refresh',
  intervalMs: 60_000,
  failedMsg: 'computing the rankings failed',
  async run({ db, now }) {
    await refreshRankings(db, now)
  },
}
