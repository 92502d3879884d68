import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sum } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ApiResponse } from '@api-types/envelope'
import { buildApp } from '../src/app'
import { issueToken } from '../src/auth'
import type { Clock } from '../src/clock'
import { loadConfig, type Config } from '../src/config'
import { openDatabase, type Database } from '../src/db/driver'
import { goldAccounts, goldLedger, users, walletLedger, wallets } from '../src/db/schema'
import { seed } from '../src/db/seed'

// A real database per test file: PGlite in a temporary directory, or, when TEST_DATABASE_URL is
// set, a fresh PostgreSQL database created next to it (dropped at the end).

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null

export interface TestEnv {
  app: FastifyInstance
  database: Database
  config: Config
  dataDir: string
  /** The PostgreSQL database's connection string (null on PGlite): what the ops CLI connects to. */
  databaseUrl: string | null
  close(): Promise<void>
}

async function adminQuery(url: string, text: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** url: the PostgreSQL database's connection string (null on PGlite). */
export async function openTestDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void>; url: string | null }> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ dataDir })
    return { database, drop: async () => {}, url: null }
  }
  const name = `fanbei_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  await adminQuery(TEST_DATABASE_URL, `CREATE DATABASE "${name}"`)
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const database = await openDatabase({ dataDir, databaseUrl: url.toString() })
  return { database, drop: () => adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), url: url.toString() }
}

export async function setup(env: Record<string, string> = {}, opts: { seed?: boolean; clock?: Clock } = {}): Promise<TestEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
  const config = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'silent', ...env })
  const { database, drop, url } = await openTestDatabase(dataDir)
  if (opts.seed !== false) await seed(database.db)
  const app = await buildApp({ db: database.db, config, logger: false, clock: opts.clock })
  await app.ready()
  return {
    app, database, config, dataDir, databaseUrl: url,
    close: async () => {
      await app.close()
      await database.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface CallResult<T> {
  statusCode: number
  body: ApiResponse<T>
  headers: Record<string, unknown>
}

/** POSTs like the app does: JSON body with version and client, and the client headers. */
export async function call<T = unknown>(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  opts: { token?: string; lang?: string; headers?: Record<string, string>; raw?: string; ip?: string } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    version: '1.4.0',
    client: 'h5',
    'accept-language': opts.lang ?? 'zh-Hans',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  }
  const payload = opts.raw ?? JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? { version: '1.4.0', client: 'h5', ...body } : body)
  const res = await app.inject({ method: 'POST', url, headers, payload, ...(opts.ip ? { remoteAddress: opts.ip } : {}) })
  let parsed: ApiResponse<T>
  try {
    parsed = res.json() as ApiResponse<T>
  } catch {
    throw new Error(`${url}: not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`)
  }
  return { statusCode: res.statusCode, body: parsed, headers: res.headers }
}

let telSeq = 0
/** A user with a fresh login token. */
export async function createUser(env: TestEnv): Promise<{ id: number; token: string }> {
  telSeq++
  const tel = `138${String(process.pid % 10000).padStart(4, '0')}${String(telSeq).padStart(4, '0')}`
  const [row] = await env.database.db.insert(users).values({ tel, nickname: `用户${telSeq}` }).returning({ id: users.id })
  return { id: row.id, token: await issueToken(env.database.db, row.id, env.config.tokenTtlDays, env.app.clock.now()) }
}

/** The user's gold ledger sums to the balance and never dips below zero. */
export async function assertGoldConsistent(env: TestEnv, userId: number): Promise<void> {
  const db = env.database.db
  const rows = await db.select().from(goldLedger).where(eq(goldLedger.userId, userId)).orderBy(asc(goldLedger.id))
  let running = 0
  for (const r of rows) {
    running += r.amount
    assert.ok(running >= 0)
    assert.equal(r.balanceAfter, running)
  }
  const [{ total }] = await db.select({ total: sum(goldLedger.amount) }).from(goldLedger).where(eq(goldLedger.userId, userId))
  const [account] = await db.select().from(goldAccounts).where(eq(goldAccounts.userId, userId))
  assert.equal(Number(total ?? 0), account?.balance ?? 0)
}

/** The user's wallet ledger sums to the balance and each balance_after follows from the row before (never negative). */
export async function assertWalletConsistent(env: TestEnv, userId: number): Promise<void> {
  const db = env.database.db
  const rows = await db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(asc(walletLedger.id))
  let running = 0
  for (const r of rows) {
    running += r.amountFen
    assert.ok(running >= 0, 'never negative')
    assert.equal(r.balanceAfterFen, running)
  }
  const [{ total }] = await db.select({ total: sum(walletLedger.amountFen) }).from(walletLedger).where(eq(walletLedger.userId, userId))
  const [wallet] = await db.select({ balance: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId))
  assert.equal(Number(total ?? 0), wallet?.balance ?? 0)
}
