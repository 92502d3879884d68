import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, afterEach, before } from 'node:test'
import { asc, eq, sum } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ApiResponse } from '@api-types/envelope'
import type { PaymentOrder } from '@api-types/member'
import { buildApp } from '../src/app'
import { checkAnswers } from './answerCheck'
import { issueToken } from '../src/auth'
import { ManualClock, type Clock } from '../src/clock'
import { loadConfig, type Config } from '../src/config'
import { openDatabase, type Database } from '../src/db/driver'
import { goldAccounts, goldLedger, payments, userMemberships, users, walletLedger, wallets } from '../src/db/schema'
import { seed } from '../src/db/seed'
import { formatTime, parseShanghaiTime } from '../src/lib'
import { goldBook } from '../src/modules/gold/ledger'
import { credit } from '../src/modules/wallet/ledger'

// A real database per test file: PGlite in a temporary directory, or, when TEST_DATABASE_URL is
// set, a fresh PostgreSQL database created next to it (dropped at the end).

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null
/** Said in the names of the tests that run on PostgreSQL. */
export const ON_POSTGRES = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''

export interface TestEnv {
  app: FastifyInstance
  database: Database
  config: Config
  dataDir: string
  /** The PostgreSQL database's connection string (null on PGlite): what the ops CLI connects to. */
  databaseUrl: string | null
  close(): Promise<void>
}

/** Runs one statement on `url` (CREATE or DROP DATABASE on the server TEST_DATABASE_URL names). */
export async function adminQuery(url: string, text: string): Promise<void> {
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
  const config = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), ADMIN_DIR: path.join(dataDir, 'no-admin'), LOG_LEVEL: 'silent', ...env })
  const { database, drop, url } = await openTestDatabase(dataDir)
  if (opts.seed !== false) await seed(database.db)
  const app = await buildApp({ db: database.db, config, logger: false, clock: opts.clock })
  checkAnswers(app)
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
export async function assertGoldConsistent(env: Pick<TestEnv, 'database'>, userId: number): Promise<void> {
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
export async function assertWalletConsistent(env: Pick<TestEnv, 'database'>, userId: number): Promise<void> {
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

export type User = { id: number; token: string }

const DAY_MS = 86_400_000
let causes = 0

/**
 * A test file's app on a manual clock that starts at a Shanghai time (`setup` with `vars`): made
 * before the file's tests and closed after them; `ready` runs once it is there (what the file reads
 * from the seeded data). `env` is filled in by then (use it inside tests and hooks); `at` sets the clock to a Shanghai time, `later` moves it on. With it, what the money and
 * gold tests do over and over: gold and wallet money credited now (a test cause of its own each
 * time), the wallet balance in fen, the membership's end, a call as a user, the sandbox provider's
 * notification and the payment row of a number.
 */
export function appOnClock(start: string, vars: Record<string, string> = {}, ready?: () => Promise<void>) {
  const clock = new ManualClock(parseShanghaiTime(start))
  const env = {} as TestEnv
  // one hook: the root hooks of a file do not wait for each other
  before(async () => {
    Object.assign(env, await setup(vars, { clock }))
    await ready?.()
  })
  after(async () => { await env.close() })
  const db = () => env.database.db
  return {
    env,
    clock,
    db,
    at: (shanghai: string) => clock.set(parseShanghaiTime(shanghai)),
    later: (ms: number) => clock.set(new Date(clock.now().getTime() + ms)),
    giveGold: async (userId: number, gold: number): Promise<void> => {
      await db().transaction((tx) => goldBook.credit(tx, { userId, kind: 'test_gold', amount: gold, refType: 'test', refId: ++causes, at: clock.now() }))
    },
    topUp: async (userId: number, fen: number): Promise<void> => {
      await db().transaction((tx) => credit(tx, { userId, kind: 'ops_credit', amountFen: fen, refType: 'test', refId: ++causes, at: clock.now() }))
    },
    balance: async (userId: number): Promise<number> =>
      (await db().select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)))[0]?.b ?? 0,
    expiry: async (userId: number): Promise<Date | null> =>
      (await db().select().from(userMemberships).where(eq(userMemberships.userId, userId)))[0]?.expireAt ?? null,
    post: <T>(u: User, url: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      call<T>(env.app, url, body, { token: u.token, headers }),
    notify: (payload: unknown) => env.app.inject({
      method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload),
    }),
    paymentRow: async (paymentNo: string) => (await db().select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0],
  }
}

/** A new user whose wallet and gold ledgers are checked after each test of the file (they sum to the balances). */
export function checkedUsers(env: TestEnv): () => Promise<User> {
  const made: User[] = []
  afterEach(async () => {
    for (const u of made.splice(0)) {
      await assertWalletConsistent(env, u.id)
      await assertGoldConsistent(env, u.id)
    }
  })
  return async () => {
    const u = await createUser(env)
    made.push(u)
    return u
  }
}

/** A time `days` after `date`, as the API writes times. */
export const plusDays = (date: Date, days: number) => formatTime(new Date(date.getTime() + days * DAY_MS))
/** The payment number a provider payment started: the sandbox page's last path segment. */
export const paymentNoOf = (p: PaymentOrder): string => decodeURIComponent(new URL(p.pay_url!).pathname.split('/').pop()!)
