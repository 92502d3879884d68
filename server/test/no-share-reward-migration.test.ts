import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { MIGRATIONS_DIR } from '../src/db/driver'
import { TEST_DATABASE_URL } from './helpers'
import { emptyDatabaseForSuite, migrate, migrationsBefore, rows } from './migrationKit'

// Migration 0018 (no gold for sharing, docs/rules.md): a database with the share task enabled and
// claimed has it switched off, its past claim kept and the other tasks untouched; afterwards the
// table refuses to switch a share task on.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''

describe(`migration 0018: the share task switched off${on}`, () => {
  const suite = emptyDatabaseForSuite('fanbei-share-mig-')

  test('disables the share task, keeps its claims and the other tasks; a share task cannot be switched on again', async () => {
    const { database, dir } = suite
    await migrate(database, migrationsBefore('0018', dir))
    // as seeded before 0018: the ad task and the share task, both enabled, the share task claimed once
    await database.db.execute(sql`insert into users (id, tel, nickname) values (1, '13800000001', '老用户')`)
    await database.db.execute(sql`insert into gold_tasks (type, kind, title, description, gold, daily_cap, sort) values
      (1, 'ad', '看广告', '观看一段广告视频，看完即得金币', 10, 5, 1),
      (2, 'share', '分享给好友', '把饭贝分享给好友或群聊', 20, 3, 2)`)
    await database.db.execute(sql`insert into gold_task_claims (user_id, type, day, seq, gold) values (1, 2, '2026-03-10', 1, 20)`)

    await migrate(database, MIGRATIONS_DIR)

    const tasks = await rows<{ type: number; enabled: boolean }>(database, sql`select type, enabled from gold_tasks order by type`)
    assert.deepEqual(tasks.map((t) => [Number(t.type), t.enabled]), [[1, true], [2, false]])
    const claims = await rows<{ type: number; gold: number }>(database, sql`select type, gold from gold_task_claims`)
    assert.deepEqual(claims.map((c) => [Number(c.type), Number(c.gold)]), [[2, 20]], 'the past claim stays')
    await assert.rejects(database.db.execute(sql`update gold_tasks set enabled = true where type = 2`))
  })
})
