import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before } from 'node:test'
import type { sql } from 'drizzle-orm'
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/db/driver'
import { TEST_DATABASE_URL } from './helpers'

// Testing a migration on data as the schema before it had them: an empty database (PGlite in a
// folder, or a database of its own on TEST_DATABASE_URL), the migrations before a tag, then all.

async function admin(text: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** An empty, unmigrated database in `dir` (or on PostgreSQL) and how to drop it. */
export async function emptyDatabase(dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  let databaseUrl: string | null = null
  let drop = async () => {}
  if (TEST_DATABASE_URL) {
    const name = `fanbei_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
    await admin(`CREATE DATABASE "${name}"`)
    const url = new URL(TEST_DATABASE_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    drop = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
  return { database: await openDatabase({ dataDir: dir, databaseUrl, migrate: false }), drop }
}

/**
 * For a describe block: an empty, unmigrated database opened before its tests and dropped after
 * them, with the scratch folder `dir` (named from `prefix`) for it and for migrationsBefore.
 */
export function emptyDatabaseForSuite(prefix: string): { readonly dir: string; readonly database: Database } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  let opened: { database: Database; drop: () => Promise<void> } | null = null
  before(async () => {
    opened = await emptyDatabase(dir)
  })
  after(async () => {
    await opened?.database.close()
    await opened?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return {
    dir,
    get database() {
      if (!opened) throw new Error('the database opens in the suite\'s before hook')
      return opened.database
    },
  }
}

/** The migrations folder as it was before `tag`: its files and journal entries only. */
export function migrationsBefore(tag: string, dir: string): string {
  const out = path.join(dir, 'migrations')
  fs.mkdirSync(path.join(out, 'meta'), { recursive: true })
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((e) => e.tag < tag)
  for (const e of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(out, `${e.tag}.sql`))
  fs.writeFileSync(path.join(out, 'meta/_journal.json'), JSON.stringify(journal))
  return out
}

export async function migrate(database: Database, folder: string): Promise<void> {
  const { migrate: run } = database.kind === 'pglite'
    ? await import('drizzle-orm/pglite/migrator')
    : await import('drizzle-orm/node-postgres/migrator')
  await run(database.db as never, { migrationsFolder: folder })
}

export const rows = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> => {
  const res = await database.db.execute(query) as unknown as { rows: T[] }
  return res.rows
}
