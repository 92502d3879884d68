import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { issueToken } from '../src/auth'
import { captchas, discountLogs, loginFailures, smsCodes, smsOutbox, tokens, users } from '../src/db/schema'
import { startJobs } from '../src/jobs'
import { pruneExpired, pruneJob, type MaintenanceLog } from '../src/maintenance'
import { call, setup, type TestEnv } from './helpers'

// Pruning of expired rows (server/src/maintenance.ts): old rows of each kind go, recent ones stay.
// The rows are dated by the database's now() and pruned as of app.clock's (here the system clock).

let env: TestEnv
before(async () => { env = await setup({}, { seed: false }) })
after(async () => { await env.close() })

const db = () => env.database.db
const ago = (interval: string) => sql`now() - ${interval}::interval`
const ahead = (interval: string) => sql`now() + ${interval}::interval`

/** One row of every kind per age; answers the ids (keys) that must go and those that must stay. */
async function fill() {
  const [user] = await db().insert(users).values({ nickname: 'prune' }).returning({ id: users.id })
  const captcha = async (key: string, expiresAt: ReturnType<typeof sql>) => {
    await db().insert(captchas).values({ key, answerHash: 'h', expiresAt })
    return key
  }
  const code = async (createdAt: ReturnType<typeof sql>) => (await db().insert(smsCodes)
    .values({ tel: '13800000000', purpose: 'login', codeHash: 'h', expiresAt: createdAt, createdAt }).returning({ id: smsCodes.id }))[0].id
  const failure = async (createdAt: ReturnType<typeof sql>) => (await db().insert(loginFailures)
    .values({ tel: '13800000000', createdAt }).returning({ id: loginFailures.id }))[0].id
  const token = async (hash: string, expiresAt: ReturnType<typeof sql>, revokedAt: ReturnType<typeof sql> | null) => (await db().insert(tokens)
    .values({ tokenHash: hash, userId: user.id, expiresAt, revokedAt }).returning({ id: tokens.id }))[0].id
  const outbox = async (createdAt: ReturnType<typeof sql>) => (await db().insert(smsOutbox)
    .values({ tel: '13800000000', purpose: 'login', code: '123456', createdAt }).returning({ id: smsOutbox.id }))[0].id
  const log = async (createdAt: ReturnType<typeof sql>) => (await db().insert(discountLogs)
    .values({ userId: user.id, data: { action: 'open' }, createdAt }).returning({ id: discountLogs.id }))[0].id
  return {
    gone: {
      captchas: [await captcha('expired-1', ago('1 second')), await captcha('expired-2', ago('3 days'))],
      smsCodes: [await code(ago('2 days 1 minute')), await code(ago('30 days'))],
      loginFailures: [await failure(ago('1 day 1 minute'))],
      tokens: [
        await token('expired-long-ago', ago('31 days'), null),
        await token('revoked-long-ago', ahead('5 days'), ago('31 days')),
      ],
      smsOutbox: [await outbox(ago('7 days 1 minute'))],
      discountLogs: [await log(ago('90 days 1 minute'))],
    },
    kept: {
      captchas: [await captcha('live', ahead('4 minutes'))],
      // A code sent 23 hours ago still counts for the 10-a-day limit.
      smsCodes: [await code(ago('23 hours')), await code(ago('1 day 23 hours'))],
      loginFailures: [await failure(ago('10 minutes')), await failure(ago('23 hours'))],
      tokens: [
        await token('live', ahead('29 days'), null),
        await token('expired-lately', ago('29 days'), null),
        await token('revoked-lately', ahead('20 days'), ago('29 days')),
      ],
      smsOutbox: [await outbox(ago('6 days 23 hours'))],
      discountLogs: [await log(ago('89 days 23 hours'))],
    },
  }
}

async function remaining() {
  return {
    captchas: (await db().select({ id: captchas.key }).from(captchas)).map((r) => r.id).sort(),
    smsCodes: (await db().select({ id: smsCodes.id }).from(smsCodes)).map((r) => r.id).sort(),
    loginFailures: (await db().select({ id: loginFailures.id }).from(loginFailures)).map((r) => r.id).sort(),
    tokens: (await db().select({ id: tokens.id }).from(tokens)).map((r) => r.id).sort(),
    smsOutbox: (await db().select({ id: smsOutbox.id }).from(smsOutbox)).map((r) => r.id).sort(),
    discountLogs: (await db().select({ id: discountLogs.id }).from(discountLogs)).map((r) => r.id).sort(),
  }
}

const sorted = <T extends Record<string, (string | number)[]>>(rows: T) =>
  Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, [...v].sort()])) as T

describe('pruneExpired', () => {
  test('deletes only the old rows of each kind and counts them', async () => {
    const { gone, kept } = await fill()
    const counts = await pruneExpired(db(), env.app.clock.now())
    assert.deepEqual(counts, Object.fromEntries(Object.entries(gone).map(([kind, ids]) => [kind, ids.length])))
    assert.deepEqual(counts, { captchas: 2, smsCodes: 2, loginFailures: 1, tokens: 2, smsOutbox: 1, discountLogs: 1 })
    assert.deepEqual(await remaining(), sorted(kept))
    assert.deepEqual(await pruneExpired(db(), env.app.clock.now()), { captchas: 0, smsCodes: 0, loginFailures: 0, tokens: 0, smsOutbox: 0, discountLogs: 0 }, 'nothing left to prune')
  })

  test('a live session is untouched: its token still logs in', async () => {
    const [user] = await db().insert(users).values({ nickname: 'live' }).returning({ id: users.id })
    const token = await issueToken(db(), user.id, env.config.tokenTtlDays, env.app.clock.now())
    await pruneExpired(db(), env.app.clock.now())
    assert.equal((await call(env.app, '/api/user/info', {}, { token })).body.status, 1)
  })
})

describe('the prune job of the scheduler (jobs.ts)', () => {
  test('prunes at start; stop() waits for the run', async () => {
    await db().insert(captchas).values({ key: 'at-start', answerHash: 'h', expiresAt: ago('1 minute') })
    const lines: { msg: string; obj: object }[] = []
    const log: MaintenanceLog = {
      info: (obj, msg) => lines.push({ obj, msg }),
      error: (obj, msg) => lines.push({ obj, msg }),
    }
    const maintenance = startJobs(db(), env.app.clock, log, [pruneJob])
    await maintenance.stop()
    assert.deepEqual((await db().select().from(captchas)).map((c) => c.key).filter((k) => k === 'at-start'), [])
    assert.equal(lines.length, 1)
    assert.equal(lines[0].msg, 'pruned expired rows')
    assert.equal((lines[0].obj as { pruned: { captchas: number } }).pruned.captchas, 1)
  })

  test('a failing run is logged, not thrown', async () => {
    const lines: { msg: string; obj: object }[] = []
    const log: MaintenanceLog = {
      info: (obj, msg) => lines.push({ obj, msg }),
      error: (obj, msg) => lines.push({ obj, msg }),
    }
    // the run's transaction and the job's lock work; the pruning itself fails
    const brokenTx = { execute: async () => ({ rows: [{ locked: true }] }), delete: () => { throw new Error('database gone') } }
    const broken = { transaction: (work: (tx: unknown) => Promise<unknown>) => work(brokenTx) } as unknown as Parameters<typeof pruneExpired>[0]
    const maintenance = startJobs(broken, env.app.clock, log, [pruneJob])
    await maintenance.stop()
    assert.equal(lines.length, 1)
    assert.equal(lines[0].msg, 'pruning expired rows failed')
    assert.match(String((lines[0].obj as { err: Error }).err), /database gone/)
  })
})
