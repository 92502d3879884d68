import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { MIGRATIONS_DIR } from '../serverFiles'

// One database handle type for both drivers: PGlite (embedded, default) and node-postgres.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * What a module keeps per database (prepared statements, hints, caches): `map`'s value for `db`,
 * made by `make` on first use.
 */
export function perDatabase<T>(map: WeakMap<Db, T>, db: Db, make: () => T): T {
  let value = map.get(db)
  if (value === undefined) {
    value = make()
    map.set(db, value)
  }
  return value
}

/** The rows of a raw statement (db.execute): both drivers answer { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export { MIGRATIONS_DIR }

export interface OpenOptions {
  /** PostgreSQL connection string; PGlite in dataDir/pglite when absent. */
  databaseUrl?: string | null
  /** Where the migrations take their session lock (default databaseUrl): PostgreSQL itself, not a transaction-mode pooler. */
  directUrl?: string | null
  dataDir: string
  /** Run the migrations (default true). */
  migrate?: boolean
}

export class DatabaseLockedError extends Error {
  constructor(readonly lockFile: string, readonly pid: number) {
    super(`数据目录正被另一个进程使用 (pid ${pid})：${lockFile}。The embedded database is already open in another process.`)
    this.name = 'DatabaseLockedError'
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no lock of its own: two processes on one directory corrupt it. Take an exclusive
 * lock file holding our pid; a lock left by a dead process is taken over.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile)
        } catch { /* already gone */ }
      }
      process.once('exit', release)
      return release
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) throw new DatabaseLockedError(lockFile, pid)
      fs.rmSync(lockFile, { force: true }) // stale: its process is gone
    }
  }
  throw new Error(`cannot take the lock ${lockFile}`)
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrate = opts.migrate !== false
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle connection that drops (a PostgreSQL restart, a network cut) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the connection itself.
    pool.on('error', (err) => { process.stderr.write(`database: idle connection lost: ${err.message}\n`) })
    const db = drizzle(pool, { schema }) as unknown as Db
    if (migrate) {
      const { migrate: run } = await import('drizzle-orm/node-postgres/migrator')
      try {
        // processes starting together migrate one after the other, on a connection of its own
        // holding the lock; the later ones find nothing left to do (docs/server.md "Several processes")
        const client = new pg.Client({ connectionString: opts.directUrl || opts.databaseUrl })
        await client.connect()
        try {
          await client.query(`select pg_advisory_lock(hashtextextended('migrate', 0))`)
          await run(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR })
        } finally {
          // the lock is the session's: it goes with the connection
          await client.end()
        }
      } catch (err) {
        await pool.end()
        throw err
      }
    }
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  const dir = path.join(opts.dataDir, 'pglite')
  fs.mkdirSync(opts.dataDir, { recursive: true })
  const release = acquireLock(path.join(opts.dataDir, 'pglite.lock'))
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const client = await PGlite.create(dir)
    const pdb = drizzle(client, { schema })
    if (migrate) {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator')
      await run(pdb, { migrationsFolder: MIGRATIONS_DIR })
    }
    return {
      db: pdb as unknown as Db,
      kind: 'pglite',
      close: async () => {
        try { await client.close() } finally { release() }
      },
    }
  } catch (err) {
    release()
    throw err
  }
}
