import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { openDatabase, type Database } from '../src/db/driver'
import { cities, freeMealDeals, freeMealOrders, shopCategories, shops, users, walletLedger, wallets } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { createOpsToken, OPS_PORT_FILE, OPS_TOKEN_FILE, writeOpsPort } from '../src/ops/endpoint'
import { TEST_DATABASE_URL } from './helpers'

// The operators' CLI (`npm run ops -- ...`), spawned as operators run it: on the database directly
// (PostgreSQL, or PGlite when no server holds it), and through a running server that holds the
// embedded database (the token in DATA_DIR/ops-token, loopback only).

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPO_ROOT = path.resolve(SERVER_DIR, '..')

interface CliResult { code: number | null; stdout: string; stderr: string }

/** Runs `tsx src/ops.ts <args>` (what `npm run ops` runs) with the given database settings. */
function cli(args: string[], dbEnv: Record<string, string>, via: 'tsx' | 'npm' = 'tsx'): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, LANG: 'zh_CN.UTF-8', LOG_LEVEL: 'silent', ...dbEnv }
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL
  const [command, argv, cwd] = via === 'tsx'
    ? [process.execPath, ['--import', 'tsx', 'src/ops.ts', ...args], SERVER_DIR]
    : ['npm', ['run', '--silent', 'ops', '--', ...args], REPO_ROOT]
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => { stdout += d })
    child.stderr.on('data', (d: Buffer) => { stderr += d })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

let seq = 0
/** A user, a shop with a deal, and an order of the given state (uploaded with proof unless told). */
async function order(database: Database, state: Partial<typeof freeMealOrders.$inferInsert> = {}) {
  seq++
  const db = database.db
  const [city] = await db.insert(cities).values({ code: `ops-${seq}-${crypto.randomBytes(3).toString('hex')}`, name: '测试市', latitude: 26.6, longitude: 106.7 }).returning()
  const [category] = await db.insert(shopCategories).values({ name: '快餐' }).returning()
  const [shop] = await db.insert(shops).values({ name: `运维测试店${seq}`, categoryId: category.id, cityId: city.id, latitude: 26.6, longitude: 106.7, platform: 'mt' }).returning()
  const [deal] = await db.insert(freeMealDeals).values({ shopId: shop.id, orderPriceFen: 2500, rebateFen: 1800, memberRebateFen: 2000, amQuota: 5 }).returning()
  const tel = `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`
  const [user] = await db.insert(users).values({ tel, nickname: `运维${seq}` }).returning()
  const now = new Date()
  const [row] = await db.insert(freeMealOrders).values({
    orderNo: `FM20260310${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`,
    userId: user.id, shopId: shop.id, dealId: deal.id, day: '2026-03-10', window: 'am', status: 'uploaded',
    orderPriceFen: 2500, rebateFen: 1800, minOrderFen: 0, platformOrderNo: `MT-${seq}`,
    proofImages: [`/uploads/proof${seq}a.png`, `/uploads/proof${seq}b.png`], expiresAt: new Date(now.getTime() + 1800_000), proofAt: now,
    ...state,
  }).returning()
  return { order: row, user, shop }
}

const orderRow = async (database: Database, id: number) =>
  (await database.db.select().from(freeMealOrders).where(eq(freeMealOrders.id, id)))[0]
const balance = async (database: Database, userId: number) =>
  (await database.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balanceFen ?? 0

describe('ops CLI usage', () => {
  test('help through npm run ops at the repository root; unknown commands and bad arguments exit 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-ops-'))
    try {
      const help = await cli(['help'], { DATA_DIR: dataDir }, 'npm')
      assert.equal(help.code, 0, help.stderr)
      assert.match(help.stdout, /approve <id\|order_no>/)
      assert.match(help.stdout, /reject <id\|order_no> --reason/)
      const unknown = await cli(['pay', '1'], { DATA_DIR: dataDir })
      assert.equal(unknown.code, 1)
      assert.match(unknown.stderr, /未知命令 pay/)
      const noReason = await cli(['reject', '12'], { DATA_DIR: dataDir })
      assert.equal(noReason.code, 1)
      assert.match(noReason.stderr, /驳回原因为1-200个字符/)
      const badRef = await cli(['approve', 'x1'], { DATA_DIR: dataDir })
      assert.equal(badRef.code, 1)
      assert.match(badRef.stderr, /x1 不是订单ID或订单号/)
      const badStatus = await cli(['orders', '--status', 'paid'], { DATA_DIR: dataDir })
      assert.equal(badStatus.code, 1)
      assert.match(badStatus.stderr, /未知状态 paid/)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe(`ops CLI on the database directly${TEST_DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-ops-'))
  let database: Database
  let databaseUrl: string | null = null
  const admin = async (text: string) => {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL! })
    await client.connect()
    try { await client.query(text) } finally { await client.end() }
  }
  const dbName = `fanbei_ops_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  const open = () => openDatabase({ dataDir, databaseUrl })
  /** The CLI on PGlite needs the database closed in this process (one process at a time). */
  async function run(args: string[]): Promise<CliResult> {
    if (databaseUrl) return cli(args, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
    await database.close()
    try {
      return await cli(args, { DATA_DIR: dataDir })
    } finally {
      database = await open()
    }
  }

  before(async () => {
    if (TEST_DATABASE_URL) {
      await admin(`CREATE DATABASE "${dbName}"`)
      const url = new URL(TEST_DATABASE_URL)
      url.pathname = `/${dbName}`
      databaseUrl = url.toString()
    }
    database = await open()
  })
  after(async () => {
    await database.close()
    if (TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('orders, approve, reject, expire', async () => {
    const a = await order(database)
    const b = await order(database)
    const live = await order(database, { status: 'reserved', platformOrderNo: null, proofImages: [], proofAt: null })
    const stale = await order(database, { status: 'reserved', platformOrderNo: null, proofImages: [], proofAt: null, expiresAt: new Date(Date.now() - 60_000) })

    const listed = await run(['orders'])
    assert.equal(listed.code, 0, listed.stderr)
    const lines = listed.stdout.trim().split('\n')
    assert.match(lines[0], /^ID\s+订单号\s+用户\s+店铺\s+状态\s+返利\s+外卖订单号\s+凭证时间\s+凭证图片$/)
    assert.ok(lines.some((l) => l.includes(a.order.orderNo) && l.includes(`${a.user.tel!.slice(0, 3)}****${a.user.tel!.slice(-4)}`)
      && l.includes(a.shop.name) && l.includes('uploaded') && l.includes('18.00') && l.includes(`MT-`)
      && l.includes(a.order.proofImages[0]) && l.includes(a.order.proofImages[1])), listed.stdout)
    assert.ok(!listed.stdout.includes(a.user.tel!), 'the phone is masked')
    assert.ok(!listed.stdout.includes(live.order.orderNo), 'the default list is the review queue')

    const approved = await run(['approve', String(a.order.id)])
    assert.equal(approved.code, 0, approved.stderr)
    assert.equal(approved.stdout.trim(), `${a.order.orderNo} 已通过，返利 18.00 元已入账`)
    assert.equal((await orderRow(database, a.order.id)).status, 'approved')
    assert.equal(await balance(database, a.user.id), 1800)

    // again, by order number, with one that can be approved: exit 1, the good one done
    const again = await run(['approve', a.order.orderNo, b.order.orderNo])
    assert.equal(again.code, 1)
    assert.match(again.stderr, new RegExp(`${a.order.orderNo}：订单状态为 approved`))
    assert.equal(again.stdout.trim(), `${b.order.orderNo} 已通过，返利 18.00 元已入账`)
    assert.equal(await balance(database, a.user.id), 1800)
    assert.equal((await database.db.select().from(walletLedger).where(eq(walletLedger.userId, a.user.id))).length, 1)

    const c = await order(database)
    const rejected = await run(['reject', c.order.orderNo, '--reason', '截图与订单号不符'])
    assert.equal(rejected.code, 0, rejected.stderr)
    assert.equal(rejected.stdout.trim(), `${c.order.orderNo} 已驳回：截图与订单号不符`)
    const cRow = await orderRow(database, c.order.id)
    assert.deepEqual([cRow.status, cRow.rejectReason], ['rejected', '截图与订单号不符'])

    const notInReview = await run(['approve', String(live.order.id)])
    assert.equal(notInReview.code, 1)
    assert.match(notInReview.stderr, /订单状态为 reserved，只有待审核（uploaded）的订单可以审核/)
    const missing = await run(['reject', '999999', '--reason=无'])
    assert.equal(missing.code, 1)
    assert.equal(missing.stderr.trim(), '999999：订单不存在')

    const expired = await run(['expire'])
    assert.equal(expired.code, 0, expired.stderr)
    assert.match(expired.stdout, /已过期 1 个预约/)
    assert.equal((await orderRow(database, stale.order.id)).status, 'expired')
    assert.equal((await orderRow(database, live.order.id)).status, 'reserved')

    const all = await run(['orders', '--status', 'all', '--limit', '3'])
    assert.equal(all.code, 0, all.stderr)
    assert.equal(all.stdout.trim().split('\n').length, 2 + 3)
    const none = await run(['orders', '--status', 'cancelled'])
    assert.deepEqual([none.code, none.stdout.trim()], [0, '没有订单'])
  })
})

describe('ops CLI through a running server that holds the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-ops-server-'))
  const clock = new ManualClock(parseShanghaiTime('2026-03-10 12:00:00'))
  let database: Database
  let app: FastifyInstance
  let token: string
  let port: number
  before(async () => {
    database = await openDatabase({ dataDir })
    token = createOpsToken(dataDir)
    const config = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'silent' })
    app = await buildApp({ db: database.db, config, logger: false, clock, opsToken: token })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
    writeOpsPort(dataDir, port)
  })
  after(async () => {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const post = (command: string, body: unknown, headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/ops/${command}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  test('the token file is the server user\'s only', () => {
    assert.equal(fs.statSync(path.join(dataDir, OPS_TOKEN_FILE)).mode & 0o777, 0o600)
    assert.equal(fs.readFileSync(path.join(dataDir, OPS_PORT_FILE), 'utf8'), String(port))
  })

  test('the CLI sends its commands to the server, which uses its own clock', async () => {
    const a = await order(database)
    const stale = await order(database, { status: 'reserved', platformOrderNo: null, proofImages: [], proofAt: null, expiresAt: new Date(clock.now().getTime() - 1000) })
    const listed = await cli(['orders'], { DATA_DIR: dataDir })
    assert.equal(listed.code, 0, listed.stderr)
    assert.match(listed.stdout, new RegExp(a.order.orderNo))
    const approved = await cli(['approve', a.order.orderNo], { DATA_DIR: dataDir })
    assert.equal(approved.code, 0, approved.stderr)
    const row = await orderRow(database, a.order.id)
    assert.equal(row.status, 'approved')
    assert.equal(row.reviewedAt?.getTime(), clock.now().getTime())
    assert.equal(await balance(database, a.user.id), 1800)
    const twice = await cli(['approve', a.order.orderNo], { DATA_DIR: dataDir })
    assert.equal(twice.code, 1)
    assert.equal(await balance(database, a.user.id), 1800)
    const expired = await cli(['expire'], { DATA_DIR: dataDir })
    assert.equal(expired.code, 0, expired.stderr)
    assert.equal((await orderRow(database, stale.order.id)).status, 'expired')
  })

  test('a wrong or missing token, a forwarded or a non-loopback caller is refused', async () => {
    const refused = { status: 0, code: 'opsForbidden', msg: '拒绝执行运维命令', result: null }
    const none = await post('expire', {}, { 'accept-language': 'zh-Hans' })
    assert.deepEqual([none.status, (await none.json()).code], [401, 'opsNeedSession'])
    const attempts: Record<string, string>[] = [{ 'x-ops-token': 'wrong' }, { 'x-ops-token': `${token}x` }, { 'x-ops-token': token, 'x-forwarded-for': '203.0.113.9' }]
    for (const headers of attempts) {
      const r = await post('expire', {}, { 'accept-language': 'zh-Hans', ...headers })
      assert.equal(r.status, 403, JSON.stringify(headers))
      assert.deepEqual(await r.json(), refused)
    }
    const remote = await app.inject({
      method: 'POST', url: '/ops/expire', remoteAddress: '203.0.113.9', payload: {}, headers: { 'x-ops-token': token },
    })
    assert.equal(remote.statusCode, 403)
    const allowed = await post('expire', {}, { 'x-ops-token': token })
    assert.equal(allowed.status, 200)
    assert.equal(((await allowed.json()) as { status: number }).status, 1)
    const badBody = await post('reject', { order: '1' }, { 'x-ops-token': token })
    assert.equal(((await badBody.json()) as { status: number }).status, 0)

    // the CLI with a token that is not the server's: refused, exit 1
    const tokenFile = path.join(dataDir, OPS_TOKEN_FILE)
    fs.writeFileSync(tokenFile, 'not-the-token')
    try {
      const r = await cli(['expire'], { DATA_DIR: dataDir })
      assert.equal(r.code, 1)
      assert.match(r.stderr, /拒绝执行运维命令/)
    } finally {
      fs.writeFileSync(tokenFile, token)
    }
    // a server that left no port file
    const portFile = path.join(dataDir, OPS_PORT_FILE)
    fs.rmSync(portFile)
    try {
      const r = await cli(['expire'], { DATA_DIR: dataDir })
      assert.equal(r.code, 1)
      assert.match(r.stderr, /内置数据库正被运行中的服务端占用/)
    } finally {
      writeOpsPort(dataDir, port)
    }
  })
})
