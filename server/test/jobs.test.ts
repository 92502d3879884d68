import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { ManualClock } from '../src/clock'
import { openDatabase, type Database } from '../src/db/driver'
import { startJobs, type Job, type JobLog, type RunOutcome } from '../src/jobs'
import { openTestDatabase, TEST_DATABASE_URL } from './helpers'

// The job scheduler (server/src/jobs.ts): runs at start and every interval, logs a failed run and
// runs again at the next beat, stop() waits for a run in progress; each run holds the PostgreSQL
// advisory lock of its job, so schedulers of several processes on one database never run one job
// at the same time.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'
let database: Database
let drop: () => Promise<void>
let url: string | null
let dataDir: string
before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-jobs-'))
  ;({ database, drop, url } = await openTestDatabase(dataDir))
})
after(async () => {
  await database.close()
  await drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const clock = new ManualClock(new Date('2030-01-01T00:00:00Z'))

function recorder() {
  const lines: { obj: object; msg: string }[] = []
  const log: JobLog = { info: (obj, msg) => lines.push({ obj, msg }), error: (obj, msg) => lines.push({ obj, msg }) }
  return { lines, log }
}

async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(5)
  }
}

describe(`the scheduler${on}`, () => {
  test('runs each job at start and every interval with the clock\'s time; stop() ends it', async () => {
    const seen: Date[] = []
    const job: Job = { name: 'test-beat', intervalMs: 20, run: async ({ now }) => { seen.push(now) } }
    const jobs = startJobs(database.db, clock, recorder().log, [job])
    await until(() => seen.length >= 3, 'three runs')
    await jobs.stop()
    const runs = seen.length
    assert.ok(seen.every((d) => d.getTime() === clock.now().getTime()), 'now is the scheduler clock\'s')
    await sleep(80)
    assert.equal(seen.length, runs, 'no run after stop()')
    await assert.rejects(jobs.runNow('test-beat'), /stopped/)
  })

  test('stop() waits for a run in progress; a job never overlaps itself in one process', async () => {
    let active = 0
    let most = 0
    let finished = 0
    const job: Job = {
      name: 'test-slow',
      intervalMs: 5,
      run: async () => {
        active++
        most = Math.max(most, active)
        await sleep(60)
        active--
        finished++
      },
    }
    const jobs = startJobs(database.db, clock, recorder().log, [job])
    await sleep(30) // the first run is in progress, several beats have passed
    await jobs.stop()
    assert.equal(active, 0, 'stop() returned after the run ended')
    assert.ok(finished >= 1)
    assert.equal(most, 1)
  })

  test('a failed run is logged and the job runs again at its next beat', async () => {
    let calls = 0
    const job: Job = {
      name: 'test-flaky',
      intervalMs: 10,
      failedMsg: 'the flaky job failed',
      run: async () => {
        calls++
        if (calls === 1) throw new Error('first run breaks')
      },
    }
    const { lines, log } = recorder()
    const jobs = startJobs(database.db, clock, log, [job])
    await until(() => calls >= 2, 'a second run')
    await jobs.stop()
    assert.equal(lines.length, 1)
    assert.equal(lines[0].msg, 'the flaky job failed')
    assert.match(String((lines[0].obj as { err: Error }).err), /first run breaks/)
    assert.equal((lines[0].obj as { job: string }).job, 'test-flaky')
  })

  test('what a failed run wrote is undone: the run is one transaction', async () => {
    await database.db.execute(sql`create table if not exists job_probe (n int)`)
    const job: Job = {
      name: 'test-rollback',
      intervalMs: 60_000,
      run: async ({ db }) => {
        await db.execute(sql`insert into job_probe values (1)`)
        throw new Error('after the insert')
      },
    }
    const jobs = startJobs(database.db, clock, recorder().log, [job])
    await jobs.stop()
    const result = await database.db.execute(sql`select count(*)::int as n from job_probe`)
    assert.equal((result as unknown as { rows: { n: number }[] }).rows[0].n, 0)
  })

  test('two jobs may not share a name', () => {
    const job: Job = { name: 'same', intervalMs: 1000, run: async () => {} }
    assert.throws(() => startJobs(database.db, clock, recorder().log, [job, { ...job }]), /two jobs named same/)
  })
})

describe(`schedulers sharing one database${on}`, () => {
  test('never run the same job at the same time', async () => {
    // Two "processes": on PostgreSQL two connection pools, on PGlite (one process) the same handle.
    const other = url ? await openDatabase({ dataDir, databaseUrl: url, migrate: false }) : null
    let active = 0
    let most = 0
    let runs = 0
    const job = (intervalMs: number): Job => ({
      name: 'test-shared',
      intervalMs,
      run: async () => {
        active++
        most = Math.max(most, active)
        runs++
        await sleep(25)
        active--
      },
    })
    try {
      // on a 5 ms beat each: their runs never overlap, and the job still runs
      const a = startJobs(database.db, clock, recorder().log, [job(5)])
      const b = startJobs((other ?? database).db, clock, recorder().log, [job(5)])
      await sleep(400)
      await a.stop()
      await b.stop()
      assert.equal(most, 1, 'the job never ran twice at once')
      assert.ok(runs >= 3, `ran ${runs} times`)
      // both at once outside a schedule (no beat in between): one runs, the other finds the lock
      // taken (PostgreSQL) or waits for the first transaction to end (PGlite)
      const c = startJobs(database.db, clock, recorder().log, [job(60_000)])
      const d = startJobs((other ?? database).db, clock, recorder().log, [job(60_000)])
      try {
        const together: RunOutcome[] = await Promise.all([c.runNow('test-shared'), d.runNow('test-shared')])
        assert.ok(together.includes('done'), together.join(', '))
        assert.ok(!together.includes('failed'), together.join(', '))
      } finally {
        await c.stop()
        await d.stop()
      }
      assert.equal(most, 1, 'the job never ran twice at once')
    } finally {
      await other?.close()
    }
  })

  // PostgreSQL only (CI runs this file on both): PGlite has one connection, whose locks are its own
  if (TEST_DATABASE_URL) test('a run is skipped while another connection holds the job\'s lock', async () => {
    const { default: pg } = await import('pg')
    const holder = new pg.Client({ connectionString: url! })
    await holder.connect()
    let runs = 0
    const job: Job = { name: 'test-held', intervalMs: 60_000, run: async () => { runs++ } }
    try {
      await holder.query(`select pg_advisory_lock(hashtextextended('job:test-held', 0))`)
      const jobs = startJobs(database.db, clock, recorder().log, [job])
      try {
        assert.equal(await jobs.runNow('test-held'), 'skipped')
        assert.equal(runs, 0)
        await holder.query(`select pg_advisory_unlock(hashtextextended('job:test-held', 0))`)
        assert.equal(await jobs.runNow('test-held'), 'done')
        assert.equal(runs, 1)
      } finally {
        await jobs.stop()
      }
    } finally {
      await holder.end()
    }
  })
})
