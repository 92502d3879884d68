import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { count, eq } from 'drizzle-orm'
import { DatabaseLockedError, openDatabase } from '../src/db/driver'
import { agreements, appConfig, navItems, notices, popups } from '../src/db/schema'
import { seed } from '../src/db/seed'
import { openTestDatabase, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

const run = promisify(execFile)
const HERE = path.dirname(fileURLToPath(import.meta.url))

describe('seed', () => {
  let env: TestEnv
  before(async () => { env = await setup({}, { seed: false }) })
  after(async () => { await env.close() })

  async function counts() {
    const db = env.database.db
    const n = async (t: typeof appConfig | typeof agreements | typeof navItems | typeof popups | typeof notices) =>
      Number((await db.select({ n: count() }).from(t))[0].n)
    return { appConfig: await n(appConfig), agreements: await n(agreements), navItems: await n(navItems), popups: await n(popups), notices: await n(notices) }
  }

  test('runs on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite', () => {
    assert.equal(env.database.kind, TEST_DATABASE_URL ? 'postgres' : 'pglite')
  })

  test('seeds an empty database, then changes nothing on later runs', async () => {
    assert.deepEqual(await counts(), { appConfig: 0, agreements: 0, navItems: 0, popups: 0, notices: 0 })
    assert.equal(await seed(env.database.db), true)
    const first = await counts()
    assert.equal(first.agreements, 3)
    assert.equal(first.popups, 1)
    assert.equal(first.notices, 3)
    assert.ok(first.navItems >= 10)
    assert.ok(first.appConfig >= 10)
    assert.equal(await seed(env.database.db), false)
    assert.equal(await seed(env.database.db), false)
    assert.deepEqual(await counts(), first)
  })

  test('never overwrites an operator\'s edits', async () => {
    const db = env.database.db
    await db.update(agreements).set({ title: '用户协议（修订版）' }).where(eq(agreements.kind, 'user'))
    await db.update(appConfig).set({ value: '2.00' }).where(eq(appConfig.key, 'cashout_min'))
    await db.delete(appConfig).where(eq(appConfig.key, 'share_title'))
    assert.equal(await seed(db), true, 'a missing key is restored')
    const [a] = await db.select().from(agreements).where(eq(agreements.kind, 'user'))
    assert.equal(a.title, '用户协议（修订版）')
    const [c] = await db.select().from(appConfig).where(eq(appConfig.key, 'cashout_min'))
    assert.equal(c.value, '2.00')
  })
})

describe('migrations', () => {
  test('run again on an existing database without harm', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-mig-'))
    try {
      const first = await openTestDatabase(dir)
      await seed(first.database.db)
      await first.database.close()
      if (first.database.kind === 'postgres') {
        await first.drop()
        return
      }
      const again = await openDatabase({ dataDir: dir })
      const rows = await again.db.select({ n: count() }).from(agreements)
      assert.equal(Number(rows[0].n), 3)
      await again.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('PGlite directory lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-lock-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  test('a second process cannot open a directory that is open; it can once it is closed', async () => {
    const child = (): Promise<{ code: number; stdout: string }> =>
      run(process.execPath, ['--import', 'tsx', path.join(HERE, 'fixtures/open-pglite.ts'), dir], { cwd: path.join(HERE, '..'), timeout: 60_000 })
        .then(({ stdout }) => ({ code: 0, stdout }))
        .catch((err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }))
    const database = await openDatabase({ dataDir: dir })
    try {
      const locked = await child()
      assert.equal(locked.code, 3, locked.stdout)
      assert.match(locked.stdout, /locked: .*pid \d+/)
      // The same process cannot open it twice either.
      await assert.rejects(openDatabase({ dataDir: dir }), DatabaseLockedError)
    } finally {
      await database.close()
    }
    assert.equal(fs.existsSync(path.join(dir, 'pglite.lock')), false, 'closing releases the lock')
    const opened = await child()
    assert.equal(opened.code, 0, opened.stdout)
    assert.match(opened.stdout, /opened/)
  })

  test('a lock left by a dead process is taken over', async () => {
    // A pid that is not running: far above the usual pid_max.
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '99999999')
    const database = await openDatabase({ dataDir: dir })
    assert.equal(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8'), String(process.pid))
    await database.close()
  })
})
