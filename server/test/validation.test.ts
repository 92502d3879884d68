import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { hashToken } from '../src/auth'
import { cooperateApplications, settleInApplications, tokens } from '../src/db/schema'
import { call, createUser, setup, type TestEnv } from './helpers'

// The edge: bad inputs never give a 500 or a stack, always status != 1 and a clear message.

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

const SETTLE_IN = { shop_name: '老王麻辣烫', contact_name: '王先生', tel: '13800138000', city: '杭州', address: '文三路 100 号' }
const COOPERATE = { name: '李经理', tel: '13912345678', content: '希望合作' }

function assertRefused(r: { statusCode: number; body: { status: number; msg: string } }, msg?: string | RegExp): void {
  assert.ok(r.statusCode < 500, `HTTP ${r.statusCode}`)
  assert.notEqual(r.body.status, 1)
  assert.equal(typeof r.body.msg, 'string')
  assert.ok(r.body.msg.length > 0)
  assert.doesNotMatch(r.body.msg, /at .*\.(ts|js):\d+|Error:|stack/i)
  if (typeof msg === 'string') assert.equal(r.body.msg, msg)
  else if (msg) assert.match(r.body.msg, msg)
}

describe('body validation', () => {
  const cases: [string, string, Record<string, unknown>, string | RegExp][] = [
    ['missing field', '/api/common/settleIn', { ...SETTLE_IN, shop_name: undefined }, '请填写店铺名称'],
    ['wrong type', '/api/common/settleIn', { ...SETTLE_IN, city: 123 }, '城市格式不正确'],
    ['bad tel', '/api/common/settleIn', { ...SETTLE_IN, tel: '12345' }, '请输入正确的手机号'],
    ['tel with a bad second digit', '/api/common/cooperate', { ...COOPERATE, tel: '11012345678' }, '请输入正确的手机号'],
    ['too long', '/api/common/settleIn', { ...SETTLE_IN, address: '路'.repeat(201) }, '详细地址不能超过200个字符'],
    ['empty', '/api/common/cooperate', { ...COOPERATE, content: '' }, '内容不能为空'],
    ['only spaces', '/api/common/cooperate', { ...COOPERATE, name: '   ' }, '姓名不能为空'],
    ['too many images', '/api/common/settleIn', { ...SETTLE_IN, images: Array(10).fill('/a.jpg') }, '图片最多9项'],
    ['image of the wrong type', '/api/common/settleIn', { ...SETTLE_IN, images: [1] }, '图片格式不正确'],
    ['menu group missing', '/api/nav/menu_reward', {}, '请填写菜单分组'],
    ['menu group with odd characters', '/api/nav/menu_reward', { group: "x'; drop table" }, '菜单分组不正确'],
    ['page as a string', '/api/notice/lists', { page: '1' }, '页码格式不正确'],
    ['page 0', '/api/notice/lists', { page: 0 }, '页码不能小于1'],
    ['limit too big', '/api/notice/lists', { limit: 1000 }, '每页条数不能大于50'],
    ['event missing', '/api/EventTracking/addLog', { page: '/x' }, '请填写事件名称'],
    ['extra too big', '/api/EventTracking/addLog', { event: 'x', extra: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }, /最多30项/],
    ['extra with an object value', '/api/EventTracking/addLog', { event: 'x', extra: { a: { b: 1 } } }, /不正确/],
    ['callback missing', '/api/home/adCallBack', {}, '请填写回调参数'],
    ['callback too long', '/api/home/adCallBack', { callback: 'a'.repeat(2049) }, '回调参数不能超过2048个字符'],
  ]
  for (const [name, url, body, msg] of cases) {
    test(`${name}: ${url}`, async () => {
      assertRefused(await call(env.app, url, body), msg)
    })
  }

  test('a refused form writes nothing', async () => {
    const before = await env.database.db.select({ n: count() }).from(settleInApplications)
    await call(env.app, '/api/common/settleIn', { ...SETTLE_IN, tel: 'abc' })
    const after = await env.database.db.select({ n: count() }).from(settleInApplications)
    assert.equal(after[0].n, before[0].n)
  })

  test('a body that is not an object (array, string, number)', async () => {
    for (const raw of ['[1,2]', '"text"', '42']) {
      assertRefused(await call(env.app, '/api/common/cooperate', undefined, { raw }))
    }
  })
})

describe('transport errors', () => {
  test('bad JSON', async () => {
    const r = await call(env.app, '/api/common/cooperate', undefined, { raw: '{"name": "x",' })
    assertRefused(r, '请求数据格式错误')
    assert.equal(r.statusCode, 200)
  })

  test('oversize body: 413 with the envelope, nothing stored', async () => {
    const stored = async () => (await env.database.db.select({ n: count() }).from(cooperateApplications))[0].n
    const before = await stored()
    const r = await call(env.app, '/api/common/cooperate', { ...COOPERATE, content: 'x'.repeat(1024 * 1024 + 10) })
    assert.equal(r.statusCode, 413)
    assertRefused(r, '请求数据过大')
    assert.equal(await stored(), before)
  })

  test('an unsupported content type', async () => {
    const r = await call(env.app, '/api/common/cooperate', undefined, { raw: 'name=x', headers: { 'content-type': 'text/plain' } })
    assertRefused(r, '不支持的请求格式')
  })

  test('a multipart body on a JSON call is refused', async () => {
    const boundary = '----fanbei'
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--${boundary}--\r\n`
    const res = await env.app.inject({ method: 'POST', url: '/api/common/cooperate', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload })
    assert.ok(res.statusCode < 500)
    assert.notEqual(res.json().status, 1)
  })

  test('unknown /api route: 404 接口不存在, also for GET', async () => {
    const r = await call(env.app, '/api/nope/nothing')
    assert.equal(r.statusCode, 404)
    assert.deepEqual(r.body, { status: 0, code: 'notFound', msg: '接口不存在', result: null })
    const get = await env.app.inject({ method: 'GET', url: '/api/config/appConfig' })
    assert.equal(get.statusCode, 404)
    assert.equal(get.json().msg, '接口不存在')
  })
})

describe('login', () => {
  test('a login-required call without a token: HTTP 401, status -1, 请先登录', async () => {
    const r = await call(env.app, '/api/notice/dealRead', { id: 1 })
    assert.equal(r.statusCode, 401)
    assert.deepEqual(r.body, { status: -1, code: 'loginFirst', msg: '请先登录', result: null })
  })

  test('an unknown, malformed, revoked or expired token is refused the same way', async () => {
    const user = await createUser(env)
    assert.equal((await call(env.app, '/api/notice/dealRead', { id: 1 }, { token: user.token })).body.status, 1)
    for (const token of ['x'.repeat(43), 'short', 'a b c']) {
      const r = await call(env.app, '/api/notice/dealRead', { id: 1 }, { token })
      assert.equal(r.statusCode, 401)
      assert.equal(r.body.status, -1)
    }
    const expired = await createUser(env)
    await env.database.db.update(tokens).set({ expiresAt: new Date(Date.now() - 1000) })
    for (const u of [user, expired]) {
      assert.equal((await call(env.app, '/api/notice/dealRead', { id: 1 }, { token: u.token })).statusCode, 401)
    }
    const revoked = await createUser(env)
    await env.database.db.update(tokens).set({ revokedAt: new Date() })
    assert.equal((await call(env.app, '/api/notice/dealRead', { id: 1 }, { token: revoked.token })).statusCode, 401)
  })

  test('validation runs before login: a bad body is refused with its own message', async () => {
    const user = await createUser(env)
    const r = await call(env.app, '/api/notice/dealRead', { id: 'one' }, { token: user.token })
    assertRefused(r, 'ID格式不正确')
  })

  test('the token expiry slides forward on use; only its hash is stored', async () => {
    const user = await createUser(env)
    const soon = new Date(Date.now() + 2 * 86400_000)
    await env.database.db.update(tokens).set({ expiresAt: soon }).where(eq(tokens.tokenHash, hashToken(user.token)))
    assert.equal((await call(env.app, '/api/notice/dealRead', { id: 1 }, { token: user.token })).body.status, 1)
    const [row] = await env.database.db.select().from(tokens).where(eq(tokens.tokenHash, hashToken(user.token)))
    assert.ok(row.expiresAt.getTime() > Date.now() + 29 * 86400_000)
    assert.equal(user.token.length, 43, '256-bit base64url')
    assert.notEqual(row.tokenHash, user.token)
  })

  test('public calls ignore an invalid token (anonymous)', async () => {
    const r = await call(env.app, '/api/config/appConfig', {}, { token: 'y'.repeat(43) })
    assert.equal(r.body.status, 1)
  })
})

describe('English', () => {
  test('messages follow Accept-Language en', async () => {
    const opts = { lang: 'en-US,en;q=0.9' }
    assertRefused(await call(env.app, '/api/common/settleIn', { ...SETTLE_IN, shop_name: undefined }, opts), 'Shop name is required')
    assertRefused(await call(env.app, '/api/common/settleIn', { ...SETTLE_IN, tel: '1' }, opts), 'Please enter a valid mobile number')
    assertRefused(await call(env.app, '/api/common/cooperate', { ...COOPERATE, content: 'x'.repeat(1001) }, opts), 'Content must be at most 1000 characters')
    assertRefused(await call(env.app, '/api/common/cooperate', undefined, { ...opts, raw: '{' }), 'The request body is not valid JSON')
    const missing = await call(env.app, '/api/nope', {}, opts)
    assert.equal(missing.body.msg, 'No such API')
    const login = await call(env.app, '/api/notice/dealRead', { id: 1 }, opts)
    assert.equal(login.body.msg, 'Please log in first')
    const okEn = await call(env.app, '/api/nav/index', {}, opts)
    assert.equal(okEn.body.msg, 'OK')
  })

  test('languages we do not have get Simplified Chinese (docs/server.md: Languages)', async () => {
    for (const lang of ['de-DE', 'ja', '*', '']) {
      const r = await call(env.app, '/api/nope', {}, { lang })
      assert.equal(r.body.msg, '接口不存在')
    }
  })
})
