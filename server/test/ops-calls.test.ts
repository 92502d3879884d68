import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { Type } from '@sinclair/typebox'
import { count, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Exact, OpsResult, opsCalls } from '@api-types/contract'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { users } from '../src/db/schema'
import { LANGS, translate } from '../src/i18n'
import { SERVER_MODULES } from '../src/modules'
import type { ServerModule } from '../src/modules/registry'
import { helpOf, parseArgs, render, runCli } from '../src/ops/cli'
import { executeOps, opsCommand, opsCommandsOf, printedLine } from '../src/ops/commands'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { checkAnswers } from './answerCheck'
import { call, createUser, ON_POSTGRES, setup, type TestEnv } from './helpers'

// The operator level of the contract (docs/contract.md "Operator calls"): the modules' operator
// calls under /ops/, reachable with the operator token only (never a user's), validated like user
// calls, and collected from the module list, so a module's own call needs no shared file.

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
const FILE_TOKEN = crypto.randomBytes(32).toString('hex')

// A module of the test's own: one operator call, declared, served and run as the real ones are.
const probeCalls = opsCalls({
  usersByPrefix: {
    path: '/ops/probe-users',
    doc: 'counts the users whose mobile number starts with a prefix.',
    auth: 'operator',
    roles: [],
    reads: true,
    body: Exact({ prefix: Type.String({ pattern: '^\\d{1,11}$' }) }),
    result: OpsResult('probe-users', { count: Type.Integer() }),
  },
})
const probe: ServerModule = {
  name: 'probe',
  ops: {
    help: '  probe-users <prefix>\n      counts users by phone prefix\n',
    examples: ['probe-users 138'],
    commands: [opsCommand(probeCalls.usersByPrefix, {
      parse(args, tools) {
        if (args.length !== 1 || !/^\d{1,11}$/.test(args[0])) tools.fail('opsNeedUser')
        return { prefix: args[0] }
      },
      async run({ db }, { prefix }) {
        const [row] = await db.select({ n: count() }).from(users).where(like(users.tel, `${prefix}%`))
        return { command: 'probe-users', count: Number(row.n) }
      },
      print: ({ count: n }) => printedLine(true, `users: ${n}`),
    })],
  },
}
const MODULES = [...SERVER_MODULES, probe]

describe(`operator calls${ON_POSTGRES}`, () => {
  let env: TestEnv
  /** The same database behind a server that also runs the probe module, with the token file's token. */
  let server: FastifyInstance
  let origin: string
  before(async () => {
    env = await setup({ OPS_TOKEN })
    server = await buildApp({ db: env.database.db, config: env.config, logger: false, opsToken: FILE_TOKEN, modules: MODULES })
    checkAnswers(server, MODULES)
    await server.listen({ port: 0, host: '127.0.0.1' })
    origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`
  })
  after(async () => {
    await server.close()
    await env.close()
  })

  const ops = (app: FastifyInstance, path: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    call<Record<string, unknown>>(app, path, body, { headers, ...(remoteAddress ? { ip: remoteAddress } : {}) })

  test("a user's token is refused on an operator call, in the caller's language", async () => {
    const user = await createUser(env)
    // a user's token is no operator session (docs/contract.md "Operator calls")
    for (const lang of LANGS) {
      const r = await call(env.app, '/ops/gold-items', {}, { token: user.token, lang })
      assert.equal(r.statusCode, 401, lang)
      assert.deepEqual(r.body, { status: -1, code: 'opsNeedSession', msg: translate(lang, 'opsNeedSession'), result: null }, lang)
    }
    // in the operator's header too: a user's token is no operator token
    const asOps = await ops(env.app, '/ops/gold-items', {}, { [OPS_TOKEN_HEADER]: user.token })
    assert.equal(asOps.statusCode, 403)
  })

  test('a missing or wrong operator token is refused; OPS_TOKEN is taken from anywhere, the token file from loopback only', async () => {
    const wrong: Record<string, string>[] = [{ [OPS_TOKEN_HEADER]: '' }, { [OPS_TOKEN_HEADER]: `${OPS_TOKEN.slice(0, -1)}${OPS_TOKEN.endsWith('0') ? '1' : '0'}` }, { [OPS_TOKEN_HEADER]: `${OPS_TOKEN}x` },
      { [OPS_TOKEN_HEADER]: FILE_TOKEN }]
    for (const headers of wrong) {
      const r = await ops(env.app, '/ops/expire', {}, headers)
      assert.deepEqual([r.statusCode, r.body.code], [403, 'opsForbidden'], JSON.stringify(headers))
    }
    // no ops token: an operator session is needed, and the ops token as a bearer token is none
    for (const headers of [{}, { authorization: `Bearer ${OPS_TOKEN}` }] as Record<string, string>[]) {
      const r = await ops(env.app, '/ops/expire', {}, headers)
      assert.deepEqual([r.statusCode, r.body.status, r.body.code], [401, -1, 'opsNeedSession'], JSON.stringify(headers))
    }
    const remote = await ops(env.app, '/ops/expire', {}, { [OPS_TOKEN_HEADER]: OPS_TOKEN }, '203.0.113.9')
    assert.deepEqual([remote.statusCode, remote.body.status, remote.body.result?.command], [200, 1, 'expire'])
    const fileLocal = await ops(server, '/ops/expire', {}, { [OPS_TOKEN_HEADER]: FILE_TOKEN })
    assert.equal(fileLocal.body.status, 1)
    const fileRemote = await ops(server, '/ops/expire', {}, { [OPS_TOKEN_HEADER]: FILE_TOKEN }, '203.0.113.9')
    assert.deepEqual([fileRemote.statusCode, fileRemote.body.code], [403, 'opsForbidden'])
    const forwarded = await ops(server, '/ops/expire', {}, { [OPS_TOKEN_HEADER]: FILE_TOKEN, 'x-forwarded-for': '203.0.113.9' })
    assert.equal(forwarded.statusCode, 403)
  })

  test('an operator token means nothing on a user call', async () => {
    for (const headers of [{ [OPS_TOKEN_HEADER]: OPS_TOKEN }, { authorization: `Bearer ${OPS_TOKEN}` }] as Record<string, string>[]) {
      const r = await call(env.app, '/api/user/info', {}, { headers })
      assert.deepEqual([r.statusCode, r.body.status, r.body.code], [401, -1, 'loginFirst'], JSON.stringify(Object.keys(headers)))
    }
  })

  test('bad input to an operator call is a refusal with a message, never a 500', async () => {
    const token = { [OPS_TOKEN_HEADER]: OPS_TOKEN }
    const bad: [string, unknown][] = [
      ['/ops/grant', { user: 'someone', days: 1, reason: '补偿' }],
      ['/ops/grant', { user: '42', days: 0, reason: '补偿' }],
      ['/ops/grant', { user: '42', days: 1, reason: '   ' }],
      ['/ops/approve', { orders: [] }],
      ['/ops/approve', { orders: ['x1'] }],
      ['/ops/cashouts', { status: 'done', limit: 20 }],
      ['/ops/cashout-pay', { id: 0 }],
      ['/ops/gold-item-stock', { id: 1, stock: -1 }],
      ['/ops/wallet-credit', { user: '42', amount: 12.5, reason: '补发' }],
      ['/ops/expire', { everything: true }],
      ['/ops/member-refund', { order: 'MB1', reason: '退款' }],
      ['/ops/probe-users', { prefix: 'abc' }],
      ['/ops/orders', [1, 2]],
      ['/ops/challenge-save', { title: '挑战', goal: 0, duration_days: 1, entry_gold: 0, reward_kind: 'gold', reward_amount: 1, join_until: '2030-01-01 00:00:00' }],
      ['/ops/feedback-reply', { id: 1, content: '   ' }],
    ]
    for (const [path, body] of bad) {
      const r = await ops(path === '/ops/probe-users' ? server : env.app, path, body, path === '/ops/probe-users' ? { [OPS_TOKEN_HEADER]: FILE_TOKEN } : token)
      assert.ok(r.statusCode < 500, `${path} ${JSON.stringify(body)}: HTTP ${r.statusCode}`)
      assert.equal(r.body.status, 0, `${path} ${JSON.stringify(body)}`)
      assert.ok(r.body.msg && r.body.code, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`)
    }
    const notJson = await env.app.inject({ method: 'POST', url: '/ops/expire', headers: { ...token, 'content-type': 'application/json' }, payload: '{' })
    assert.deepEqual([notJson.statusCode, notJson.json().status, notJson.json().code], [200, 0, 'badJson'])
    // a refusal in the caller's language
    const fr = await call(env.app, '/ops/grant', { user: '42', days: 0, reason: 'x' }, { headers: token, lang: 'fr' })
    const zh = await call(env.app, '/ops/grant', { user: '42', days: 0, reason: 'x' }, { headers: token, lang: 'zh-Hans' })
    assert.equal(fr.body.code, zh.body.code)
    assert.notEqual(fr.body.msg, zh.body.msg)
  })

  test('every operator call of the modules is served at its declared path', async () => {
    const commands = [...opsCommandsOf(SERVER_MODULES).values()]
    assert.ok(commands.length >= 20, `${commands.length} commands`)
    for (const { call: c } of commands) {
      assert.match(c.path, /^\/ops\/[a-z-]+$/)
      const r = await ops(env.app, c.path, {}, { [OPS_TOKEN_HEADER]: OPS_TOKEN })
      assert.equal(r.statusCode, 200, c.path)
      assert.ok(r.body.status === 1 || (r.body.status === 0 && r.body.code), `${c.path}: ${JSON.stringify(r.body)}`)
    }
  })

  test('every operator call answers by its result schema, its outcomes for what is not there included', async () => {
    const user = await createUser(env)
    const missing = '2147483646'
    const bodies: Record<string, unknown> = {
      expire: {},
      orders: { status: 'all', limit: 5 },
      'order-review': { status: 'all', limit: 5 },
      'user-orders': { user: missing },
      approve: { orders: [missing, 'FM0000000000000000'] },
      reject: { order: missing, reason: '不符' },
      memberships: { status: 'all', limit: 5 },
      grant: { user: String(user.id), days: 1, reason: '补偿' },
      revoke: { user: missing, reason: '补偿' },
      'member-refund': { order: 'MB0000000000000000', reason: '退款' },
      cashouts: { status: 'all', limit: 5 },
      'cashout-pay': { id: Number(missing) },
      'cashout-refuse': { id: Number(missing), reason: '不符' },
      'wallet-credit': { user: String(user.id), amount: '1.50', reason: '补发' },
      'wallet-debit': { user: String(user.id), amount: '9.00', reason: '扣回' },
      balances: { limit: 5 },
      reconcile: {},
      'gold-items': {},
      'gold-item-stock': { id: Number(missing), stock: 1 },
      'gold-item-enable': { id: Number(missing) },
      'gold-item-disable': { id: Number(missing) },
      'gold-credit': { user: missing, gold: 1, reason: '补发' },
      'gold-debit': { user: String(user.id), gold: 1, reason: '扣回' },
      'revoke-approval': { order: missing, reason: '平台订单已退款' },
      commissions: { status: 'all', limit: 5 },
      'commission-release': { ids: [Number(missing)] },
      'commission-refuse': { id: Number(missing), reason: '刷单' },
      'commission-release-due': {},
      'ranking-refresh': {},
      'blind-box-settings': {},
      'raffle-activities': { limit: 5 },
      'raffle-activity-save': { id: Number(missing), title: '不存在' },
      'raffle-prizes': { activity_id: Number(missing) },
      'raffle-prize-save': { id: Number(missing), weight: 1 },
      'raffle-close': { activity_id: Number(missing) },
      'raffle-wins': { state: 'all', limit: 5 },
      'raffle-ship': { win_id: Number(missing), carrier: '顺丰', tracking_no: 'SF123456' },
      'challenge-save': {
        id: Number(missing), title: '挑战', goal: 1, duration_days: 1, entry_gold: 0, reward_kind: 'gold', reward_amount: 1, join_until: '2030-01-01 00:00:00',
      },
      'challenge-close': { id: Number(missing) },
      'challenge-entries': { state: 'all', limit: 5 },
      'feedback-list': { status: 'all', limit: 5 },
      'feedback-reply': { id: Number(missing), content: '你好' },
      'feedback-close': { id: Number(missing) },
      'merchant-applications': { kind: 'settle_in', state: 'all', limit: 5 },
      'merchant-application-update': { kind: 'cooperate', id: Number(missing), state: 'approved' },
      'seeding-activities': {},
      'seeding-activity-save': {
        id: Number(missing), title: '不存在', content: '文案', images: [], rule: '', reward_kind: 'gold', reward_amount: 1,
        start_time: '2026-01-01 00:00:00', end_time: '2026-02-01 00:00:00', platform: '小红书', allowed_hosts: ['xiaohongshu.com'], enabled: true,
      },
      'seeding-submissions': { state: 'all', limit: 5 },
      'seeding-approve': { id: Number(missing) },
      'seeding-refuse': { id: Number(missing), reason: '不存在' },
      operators: {},
      'operator-create': { username: `probe${crypto.randomInt(0, 1e6)}`, name: '探针', role: 'reviewer' },
      // the operator just created (ids are serial: the largest)
      'operator-update': { id: 0, name: '探针二' },
      'operator-reset': { id: 0 },
      'audit-log': { limit: 5 },
      dashboard: { days: 7 },
      shops: { q: '粥', limit: 5 },
      deals: { limit: 5 },
      'shop-save': {
        id: 1, name: '探针小店', category_id: 1, city_id: 1, address: '', latitude: 26.6, longitude: 106.7, phone: '', business_hours: '', images: [], enabled: true,
      },
      // a disabled deal: no shop has two enabled ones
      'deal-save': {
        shop_id: 1, am_start: '10:00', am_end: '14:00', pm_start: '16:00', pm_end: '21:00', am_quota: 1, pm_quota: 1,
        order_price_fen: 2000, min_order_fen: 0, rebate_fen: 1000, member_rebate_fen: 1200, member_only: false, rules: '', enabled: false,
      },
    }
    // a session's own calls: the ops token has no session (operators.test.ts serves them)
    const sessionCalls = ['operator-login', 'operator-me', 'operator-logout']
    const names = [...opsCommandsOf(SERVER_MODULES).keys()].filter((name) => !sessionCalls.includes(name))
    assert.deepEqual(names.filter((name) => !(name in bodies)), [], 'every command has a body here')
    for (const name of names) {
      if (name === 'operator-update' || name === 'operator-reset') {
        const listed = await ops(env.app, '/ops/operators', {}, { [OPS_TOKEN_HEADER]: OPS_TOKEN })
        const ids = (listed.body.result?.operators as { id: number }[]).map((o) => o.id)
        ;(bodies[name] as { id: number }).id = Math.max(...ids)
      }
      // setup()'s check fails (HTTP 500) an answer outside the call's result schema
      const r = await ops(env.app, `/ops/${name}`, bodies[name], { [OPS_TOKEN_HEADER]: OPS_TOKEN })
      assert.deepEqual([r.statusCode, r.body.status, r.body.result?.command], [200, 1, name], `${name}: ${JSON.stringify(r.body)}`)
    }
  })

  test("a module's own operator call is collected from the module list: served, run by the CLI directly and through the server", async () => {
    const tel = `1990${String(crypto.randomInt(0, 1e7)).padStart(7, '0')}`
    await env.database.db.insert(users).values({ tel, nickname: '探针' })
    // the app built without the module does not serve it
    const absent = await ops(env.app, '/ops/probe-users', { prefix: tel }, { [OPS_TOKEN_HEADER]: OPS_TOKEN })
    assert.equal(absent.statusCode, 404)
    const served = await ops(server, '/ops/probe-users', { prefix: tel }, { [OPS_TOKEN_HEADER]: FILE_TOKEN })
    assert.deepEqual(served.body.result, { command: 'probe-users', count: 1 })

    assert.match(helpOf(MODULES), /probe-users <prefix>/)
    const parsed = parseArgs(['probe-users', tel], 'zh-Hans', MODULES)
    assert.deepEqual(parsed, { request: { command: 'probe-users', prefix: tel } })
    assert.throws(() => parseArgs(['probe-users', tel], 'zh-Hans'), /未知命令 probe-users/)
    const direct = await executeOps({ db: env.database.db, now: new Date(), modules: MODULES }, { command: 'probe-users', prefix: tel })
    assert.deepEqual(render(direct, 'zh-Hans', MODULES).stdout, ['users: 1'])

    const out: string[] = []
    const err: string[] = []
    const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }
    const cliEnv = { OPS_URL: `${origin}/`, OPS_TOKEN, DATA_DIR: env.dataDir, LANG: 'en_US.UTF-8' }
    assert.equal(await runCli(['probe-users', tel], cliEnv, io, MODULES), 0, err.join('\n'))
    assert.deepEqual(out, ['users: 1'])
    // a refusal of the server reaches the operator as its message, in the CLI's language
    out.length = 0
    assert.equal(await runCli(['grant', '42', '--days', '1', '--reason', 'x'], { ...cliEnv, OPS_TOKEN: 'y'.repeat(32) }, io, MODULES), 1)
    assert.deepEqual([out, err.pop()], [[], translate('en', 'opsForbidden')])
    assert.equal(await runCli(['expire'], { OPS_URL: origin, DATA_DIR: env.dataDir, LANG: 'en_US.UTF-8' }, io, MODULES), 1)
    assert.equal(err.pop(), translate('en', 'opsNeedToken'))
  })

  test('a command named twice and a short OPS_TOKEN stop the start', () => {
    const twice: ServerModule = { name: 'twice', ops: { help: '', examples: [], commands: [...opsCommandsOf(SERVER_MODULES).values()].slice(0, 1) } }
    assert.throws(() => opsCommandsOf([...SERVER_MODULES, twice]), /two operator commands named/)
    assert.throws(() => loadConfig({ OPS_TOKEN: 'short' }), /OPS_TOKEN must be at least 32 characters/)
  })
})
