import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { count, eq, sql } from 'drizzle-orm'
import { cachedFor, ManualClock } from '../src/clock'
import { CHANGE_TOPICS, generationOf, publishChange, startChangeBus, type ChangeTopic } from '../src/db/changes'
import { openDatabase, type Database } from '../src/db/driver'
import { agreements, appConfig, navItems, shops } from '../src/db/schema'
import { seed } from '../src/db/seed'
import { adminQuery, openTestDatabase, TEST_DATABASE_URL } from './helpers'

// The change bus (docs/server.md "Several processes"): a cache forgets what changed, in this
// process at once and, on PostgreSQL, in every process through LISTEN/NOTIFY.

const generations = () => Object.fromEntries(CHANGE_TOPICS.map((t) => [t, generationOf(t)])) as Record<ChangeTopic, number>

/** Polls until `fn` holds (the notice travels through PostgreSQL); fails after 10 s. */
async function eventually(fn: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000
  while (!fn()) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('a cache kept until its topic changes', () => {
  test('reads again once its topic is published, not when another topic is, and after its TTL', async () => {
    const clock = new ManualClock(new Date('2026-05-01T04:00:00Z'))
    let loads = 0
    const cached = cachedFor(clock, 10_000, 'app_config', async () => ++loads)
    assert.equal(await cached(), 1)
    assert.equal(await cached(), 1)
    publishChange('nav')
    assert.equal(await cached(), 1, 'another topic leaves it')
    publishChange('app_config')
    assert.equal(await cached(), 2, 'its topic forgets it')
    assert.equal(await cached(), 2)
    clock.advance(10_000)
    assert.equal(await cached(), 3, 'the TTL still bounds it')
  })
})

if (TEST_DATABASE_URL) {
  const admin = TEST_DATABASE_URL
  describe('the change bus on PostgreSQL', () => {
    let database: Database
    let drop: () => Promise<void>
    let bus: { stop(): Promise<void> }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-changes-'))
    before(async () => {
      const opened = await openTestDatabase(dataDir)
      database = opened.database
      drop = opened.drop
      await seed(database.db)
      bus = await startChangeBus(opened.url!, { warn: () => {} })
    })
    after(async () => {
      await bus.stop()
      await database.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    test('an edit of a kept table, by anyone, forgets its topic at its commit', async () => {
      const edits: [ChangeTopic, () => Promise<unknown>][] = [
        ['app_config', () => database.db.update(appConfig).set({ value: '3.00' }).where(eq(appConfig.key, 'cashout_min'))],
        ['nav', () => database.db.update(navItems).set({ sort: 7 }).where(eq(navItems.id, 1))],
        ['shop_lists', () => database.db.update(shops).set({ status: 1 }).where(eq(shops.id, 1))],
      ]
      for (const [topic, edit] of edits) {
        const before = generations()
        await edit()
        await eventually(() => generationOf(topic) > before[topic], `${topic} forgotten`)
        for (const other of CHANGE_TOPICS.filter((t) => t !== topic)) assert.equal(generationOf(other), before[other], `${other} is kept`)
      }
    })

    test('an edit rolled back tells no one', async () => {
      const before = generations()
      await assert.rejects(database.db.transaction(async (tx) => {
        await tx.update(appConfig).set({ value: '4.00' }).where(eq(appConfig.key, 'cashout_min'))
        throw new Error('rolled back')
      }))
      // a notice sent after it arrives after the rolled-back one would have
      await database.db.execute(sql`select pg_notify('fanbei_changes', 'nav:another-process')`)
      await eventually(() => generationOf('nav') > before.nav, 'the later notice')
      assert.equal(generationOf('app_config'), before.app_config)
    })

    test('a lost connection forgets everything, and the bus listens again', async () => {
      const before = generations()
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'fanbei-changes' and datname = current_database()`)
      // once when the connection drops, once more when it listens again (what came between is unknown)
      await eventually(() => CHANGE_TOPICS.every((t) => generationOf(t) >= before[t] + 2), 'everything forgotten twice')
      const again = generations()
      await database.db.update(appConfig).set({ value: '5.00' }).where(eq(appConfig.key, 'cashout_min'))
      await eventually(() => generationOf('app_config') > again.app_config, 'app_config forgotten after the reconnection')
    })
  })

  describe('processes starting together on an empty PostgreSQL database', () => {
    test('migrate and seed it once between them', async () => {
      const name = `fanbei_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
      await adminQuery(admin, `CREATE DATABASE "${name}"`)
      const url = new URL(admin)
      url.pathname = `/${name}`
      const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-start-')))
      try {
        const opened = await Promise.all(dirs.map((dataDir) => openDatabase({ dataDir, databaseUrl: url.toString() })))
        try {
          const seeded = await Promise.all(opened.map((d) => seed(d.db)))
          assert.deepEqual(seeded.filter(Boolean).length, 1, 'one of them seeds')
          assert.equal(Number((await opened[0].db.select({ n: count() }).from(agreements))[0].n), 3)
        } finally {
          await Promise.all(opened.map((d) => d.close()))
        }
      } finally {
        await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
      }
    })
  })
}
