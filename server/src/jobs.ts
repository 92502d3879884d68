import type { Clock } from './clock'
import type { Db } from './db/driver'
import { tryLockFor } from './db/locks'

// The one scheduler of the server's periodic jobs (the sweeps of order/expiry.ts and
// maintenance.ts). Each job runs at start and then every interval; the timers do not keep the
// process alive. A run that fails is logged and the job simply runs again at its next beat.
//
// Several server processes may share one PostgreSQL database, and each runs the same jobs: a run
// first takes the PostgreSQL advisory lock of its job name, transaction-scoped
// (pg_try_advisory_xact_lock), and is skipped when another process holds it, so one job never runs
// twice at the same time. The run's work is done in that transaction (the handle passed to run),
// so the lock is held exactly as long as the work and goes with its commit or rollback, on
// whichever pooled connection the transaction got. PGlite (one process, one connection) has the
// same function; there every transaction already waits for the previous one.

/** Where the scheduler and the jobs write. */
export interface JobLog {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface JobContext {
  /** The run's transaction, which holds the job's lock. */
  db: Db
  /** The time of this run (the scheduler's clock, read once when the run starts). */
  now: Date
  log: JobLog
}

export interface Job {
  /** Unique among the jobs; names the advisory lock shared by every process. */
  name: string
  /** Time between two runs, ms. */
  intervalMs: number
  run(ctx: JobContext): Promise<void>
  /** The log message of a failed run (default `job <name> failed`). */
  failedMsg?: string
}

/** What a run did: it ran, another process held the lock, or it failed (and was logged). */
export type RunOutcome = 'done' | 'skipped' | 'failed'

export interface Scheduler {
  /** Runs a job now, outside its schedule (waits for a run of it in progress first). */
  runNow(name: string): Promise<RunOutcome>
  /** Ends every schedule and waits for the runs in progress. */
  stop(): Promise<void>
}

/** Starts the jobs on `db`: each runs now and then every intervalMs. */
export function startJobs(db: Db, clock: Clock, log: JobLog, jobs: Job[]): Scheduler {
  const names = new Set<string>()
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs named ${job.name}`)
    if (!(job.intervalMs > 0)) throw new Error(`job ${job.name}: intervalMs must be positive`)
    names.add(job.name)
  }
  const running = new Map<string, Promise<RunOutcome>>()
  const timers: NodeJS.Timeout[] = []
  let stopped = false

  async function attempt(job: Job): Promise<RunOutcome> {
    try {
      const ran = await db.transaction(async (tx) => {
        if (!await tryLockFor(tx, 'job', job.name)) return false
        await job.run({ db: tx, now: clock.now(), log })
        return true
      })
      return ran ? 'done' : 'skipped'
    } catch (err) {
      log.error({ err, job: job.name }, job.failedMsg ?? `job ${job.name} failed`)
      return 'failed'
    }
  }

  /** One run of a job, unless one of this process is still going (the next beat will come). */
  function tick(job: Job): Promise<RunOutcome> {
    const current = running.get(job.name)
    if (current) return current
    const run = attempt(job).finally(() => running.delete(job.name))
    running.set(job.name, run)
    return run
  }

  for (const job of jobs) {
    void tick(job)
    const timer = setInterval(() => { if (!stopped) void tick(job) }, job.intervalMs)
    timer.unref()
    timers.push(timer)
  }

  return {
    async runNow(name) {
      const job = jobs.find((j) => j.name === name)
      if (!job) throw new Error(`no job named ${name}`)
      if (stopped) throw new Error('the scheduler is stopped')
      const current = running.get(name)
      if (current) await current
      return tick(job)
    },
    async stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await Promise.all([...running.values()])
    },
  }
}
