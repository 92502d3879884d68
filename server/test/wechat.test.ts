import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, beforeEach, describe, test } from 'node:test'
import { count, eq, sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import type { OfficialAccountInfo } from '@api-types/login'
import { MINI_PROGRAM_CODE_PAGE, type MiniProgramCode } from '@api-types/team'
import type { Profile, UserInfo } from '@api-types/user'
import type { WechatJssdkConfig } from '@api-types/wechat'
import { DEV_WECHAT, loadConfig } from '../src/config'
import { userIdentities, users, wechatCredentials } from '../src/db/schema'
import wechatFakePlugin, { CODE_TTL_MS, DEMO_USERS, fakeOpenid, fakeUnionid, WechatFake, type FakeWechatUser } from '../src/dev/wechatFake'
import { jssdkSignature, WechatApiError, WechatClient } from '../src/providers/wechat'
import { call, createUser, setup, type TestEnv } from './helpers'

// WeChat: official-account OAuth login, mini-program login, the JS-SDK signature. The
// server runs its real WeChat client against the stand-in (dev/wechatFake.ts) on a local port.

const OFFICIAL = { appId: 'wxtest0official001', appSecret: 'test-official-secret', kind: 'official', name: '饭贝测试号' } as const
const MINI = { appId: 'wxtest0miniprog001', appSecret: 'test-mini-secret', kind: 'mini', name: '饭贝小程序' } as const
const RETURN_URL = 'https://h5.fanbei.test/app/#/pages/login/login'
const FAILED = { status: 0, code: 'wechatLoginFailed', msg: '微信授权失败，请重试', result: null }

let clockShift = 0
const fake = new WechatFake({ apps: [OFFICIAL, MINI], now: () => Date.now() + clockShift })
let fakeServer: FastifyInstance
let fakeBase: string
/** Requests the fake received, by path. */
const hits = new Map<string, number>()
const hitsOf = (path: string) => hits.get(path) ?? 0
let env: TestEnv

before(async () => {
  fakeServer = Fastify({ logger: false })
  fakeServer.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]
    hits.set(path, hitsOf(path) + 1)
  })
  await fakeServer.register(wechatFakePlugin, { fake })
  await fakeServer.listen({ port: 0, host: '127.0.0.1' })
  fakeBase = `http://127.0.0.1:${(fakeServer.server.address() as AddressInfo).port}`
  env = await setup({
    WECHAT_PROVIDER: 'official',
    WECHAT_APP_ID: OFFICIAL.appId,
    WECHAT_APP_SECRET: OFFICIAL.appSecret,
    WECHAT_MINI_APP_ID: MINI.appId,
    WECHAT_MINI_APP_SECRET: MINI.appSecret,
    WECHAT_API_BASE: fakeBase,
    WECHAT_ACCOUNT_NAME: '饭贝',
  })
})
after(async () => {
  await env.close()
  await fakeServer.close()
})
beforeEach(() => { clockShift = 0 })

let userSeq = 0
/** A WeChat user nobody has logged in as yet. */
function newWechatUser(): FakeWechatUser {
  userSeq++
  return { key: `test-${process.pid}-${userSeq}-${Math.random()}`, nickname: `测试用户${userSeq}`, initial: '测', hue: 200 }
}

/** An OAuth code for a user, as the authorize page issues after 允许. */
const oauthCode = (user: FakeWechatUser) => fake.issueCode(OFFICIAL.appId, user, 'snsapi_userinfo', fakeBase)

/** The authorize page's form, posted like a browser; answers the redirect's Location. */
async function authorize(base: string, fields: Record<string, string>): Promise<{ status: number; location: string; body: string }> {
  const res = await fetch(`${base}/connect/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() }
}

const login = (code: string, body: Record<string, unknown> = {}) => call<Profile>(env.app, '/api/login/wechatLogin', { code, ...body })

async function accountsWith(column: 'openid' | 'unionid' | 'miniOpenid', value: string): Promise<number> {
  const [row] = await env.database.db.select({ n: count() }).from(users).where(eq(users[column], value))
  return row.n
}

describe('JS-SDK signature', () => {
  test("matches WeChat's documented example", () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
    assert.equal(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'),
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed')
    assert.equal(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#/pages/index/index'),
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed', 'the hash is not signed')
  })
})

describe('config', () => {
  test("'official' without the official account's credentials stops the start-up", () => {
    assert.throws(() => loadConfig({ WECHAT_PROVIDER: 'official' }), /WECHAT_APP_ID and WECHAT_APP_SECRET/)
    assert.throws(() => loadConfig({ WECHAT_PROVIDER: 'official', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', WECHAT_MINI_APP_ID: 'wx2' }),
      /WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET/)
    assert.throws(() => loadConfig({ WECHAT_PROVIDER: 'official', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', WECHAT_API_BASE: 'api.weixin.qq.com' }),
      /WECHAT_API_BASE must be an http\(s\) URL/)
    assert.throws(() => loadConfig({ WECHAT_PROVIDER: 'wechat' }), /WECHAT_PROVIDER "wechat" is unknown/)
  })

  test("'dev' (the default) uses the stand-in's fixed apps", () => {
    const { wechat } = loadConfig({}).providers
    assert.equal(wechat.provider, 'dev')
    assert.equal(wechat.appId, DEV_WECHAT.appId)
    assert.equal(wechat.miniAppId, DEV_WECHAT.miniAppId)
  })
})

describe('getOfficialAccountInfo (official)', () => {
  test("answers the appid, the account name and WeChat's authorize page", async () => {
    const r = await call<OfficialAccountInfo>(env.app, '/api/login/getOfficialAccountInfo')
    assert.deepEqual(r.body, {
      status: 1,
      msg: '成功',
      result: { appid: OFFICIAL.appId, name: '饭贝', authorize_url: 'https://open.weixin.qq.com/connect/oauth2/authorize' },
    })
  })

  test('the stand-in is not mounted', async () => {
    const res = await env.app.inject({ method: 'GET', url: `/dev/wechat/connect/oauth2/authorize?appid=${DEV_WECHAT.appId}` })
    assert.equal(res.statusCode, 404)
  })
})

describe('wechatLogin (H5 OAuth)', () => {
  test('the first login creates the account from the WeChat profile; the next finds it', async () => {
    const user = newWechatUser()
    const first = await login(oauthCode(user))
    assert.equal(first.statusCode, 200)
    assert.equal(first.body.status, 1, first.body.msg)
    assert.equal(first.body.msg, '登录成功')
    const p = first.body.result
    assert.equal(p.is_new, true)
    assert.equal(p.login_type, 0)
    assert.equal(p.tel, undefined)
    assert.equal(p.nickname, user.nickname)
    assert.match(p.avatar ?? '', new RegExp(`^${fakeBase}/avatar\\.svg\\?`))
    assert.match(p.token, /^[A-Za-z0-9_-]{40,}$/)

    const [row] = await env.database.db.select().from(users).where(eq(users.id, p.user_id!))
    assert.equal(row.openid, fakeOpenid(OFFICIAL.appId, user.key))
    assert.equal(row.unionid, fakeUnionid(user.key))
    assert.equal(row.tel, null)
    assert.equal(row.miniOpenid, null)

    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: p.token })
    assert.equal(info.body.status, 1, info.body.msg)
    assert.equal(info.body.result.nickname, user.nickname)

    const again = await login(oauthCode(user))
    assert.equal(again.body.status, 1, again.body.msg)
    assert.equal(again.body.result.user_id, p.user_id)
    assert.equal(again.body.result.is_new, false)
    assert.notEqual(again.body.result.token, p.token, 'every login issues a new token')
    assert.equal(await accountsWith('openid', row.openid!), 1)
    // kept for the team's abuse rules (docs/rules.md "Team and referral"), once however many logins
    const ids = await env.database.db.select({ kind: userIdentities.kind, value: userIdentities.value }).from(userIdentities)
      .where(eq(userIdentities.userId, p.user_id!))
    assert.deepEqual(ids, [{ kind: 'wechat', value: row.unionid }])
  })

  test('parallel first logins of one WeChat user make one account', async () => {
    const user = newWechatUser()
    const results = await Promise.all(Array.from({ length: 8 }, () => login(oauthCode(user))))
    for (const r of results) assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(new Set(results.map((r) => r.body.result.user_id)).size, 1)
    assert.equal(results.filter((r) => r.body.result.is_new).length, 1)
    assert.equal(await accountsWith('unionid', fakeUnionid(user.key)), 1)
  })

  test('a WeChat user without a nickname gets 微信用户; a long one is cut to 20 characters', async () => {
    const blank = await login(oauthCode({ ...newWechatUser(), nickname: '' }))
    assert.equal(blank.body.result.nickname, '微信用户')
    const long = await login(oauthCode({ ...newWechatUser(), nickname: '很'.repeat(30) }))
    assert.equal(long.body.result.nickname, '很'.repeat(20))
  })

  test('a reused, unknown or expired code is refused without a 500', async () => {
    const code = oauthCode(newWechatUser())
    assert.equal((await login(code)).body.status, 1)
    const reused = await login(code)
    assert.equal(reused.statusCode, 200)
    assert.deepEqual(reused.body, FAILED)
    assert.deepEqual((await login('no-such-code-0000')).body, FAILED)

    const late = oauthCode(newWechatUser())
    clockShift = CODE_TTL_MS + 1000
    assert.deepEqual((await login(late)).body, FAILED)
  })

  test('in English on request', async () => {
    const r = await call(env.app, '/api/login/wechatLogin', { code: 'no-such-code-0001' }, { lang: 'en' })
    assert.equal(r.body.msg, 'WeChat authorization failed, please try again')
  })

  test('a cancelled account is not found again: the same WeChat user gets a new account', async () => {
    const user = newWechatUser()
    const first = await login(oauthCode(user))
    // What cancellation does (contract: WeChat ids cleared, cancelled_at set).
    await env.database.db.update(users).set({ openid: null, unionid: null, miniOpenid: null, cancelledAt: sql`now()` })
      .where(eq(users.id, first.body.result.user_id!))
    const again = await login(oauthCode(user))
    assert.equal(again.body.status, 1, again.body.msg)
    assert.notEqual(again.body.result.user_id, first.body.result.user_id)
    assert.equal(again.body.result.is_new, true)
  })
})

describe('wechatLogin (mini-program)', () => {
  const miniLogin = (code: string) => login(code, { client: 'weapp' })

  test('the unionid links the mini-program login to the H5 account', async () => {
    const user = newWechatUser()
    const h5 = await login(oauthCode(user))
    const weapp = await miniLogin(fake.issueCode(MINI.appId, user))
    assert.equal(weapp.body.status, 1, weapp.body.msg)
    assert.equal(weapp.body.result.user_id, h5.body.result.user_id)
    assert.equal(weapp.body.result.is_new, false)
    const [row] = await env.database.db.select().from(users).where(eq(users.id, h5.body.result.user_id!))
    assert.equal(row.miniOpenid, fakeOpenid(MINI.appId, user.key))
    assert.equal(row.openid, fakeOpenid(OFFICIAL.appId, user.key))
  })

  test('a mini-program account is found by the H5 login of the same person, which fills in its openid', async () => {
    const user = newWechatUser()
    const weapp = await miniLogin(fake.issueCode(MINI.appId, user))
    assert.equal(weapp.body.result.is_new, true)
    assert.equal(weapp.body.result.nickname, '微信用户')
    const h5 = await login(oauthCode(user))
    assert.equal(h5.body.result.user_id, weapp.body.result.user_id)
    assert.equal(h5.body.result.nickname, '微信用户', 'an existing account keeps its nickname')
    assert.equal(await accountsWith('openid', fakeOpenid(OFFICIAL.appId, user.key)), 1)
  })

  test("the mini-program is also known by WeChat's Referer", async () => {
    const user = newWechatUser()
    const r = await call<Profile>(env.app, '/api/login/wechatLogin', { code: fake.issueCode(MINI.appId, user) },
      { headers: { referer: `https://servicewechat.com/${MINI.appId}/0/page-frame.html` } })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(await accountsWith('miniOpenid', fakeOpenid(MINI.appId, user.key)), 1)
  })

  test('a code of the developer tools (unknown to the stand-in) logs in once', async () => {
    const code = `devtools${Math.random().toString(36).slice(2)}`
    const first = await miniLogin(code)
    assert.equal(first.body.status, 1, first.body.msg)
    assert.equal(first.body.result.is_new, true)
    assert.deepEqual((await miniLogin(code)).body, FAILED)
  })

  test('an H5 code is not a mini-program code', async () => {
    assert.deepEqual((await miniLogin(oauthCode(newWechatUser()))).body, FAILED)
  })
})

describe('the WeChat client', () => {
  const client = (official: { appId: string; appSecret: string }, apiBase = () => fakeBase) =>
    new WechatClient(env.database.db, { apiBase, official, mini: null, clock: env.app.clock })

  test("maps WeChat's {errcode, errmsg} answers to a typed error", async () => {
    const wrongSecret = client({ appId: OFFICIAL.appId, appSecret: 'wrong' })
    await assert.rejects(wrongSecret.oauthUser(oauthCode(newWechatUser())),
      (err: unknown) => err instanceof WechatApiError && err.errcode === 40125 && err.api === '/sns/oauth2/access_token')
    const wrongAppid = client({ appId: 'wxnosuchapp0000000', appSecret: 'x' })
    await assert.rejects(wrongAppid.jsapiTicket(), (err: unknown) => err instanceof WechatApiError && err.errcode === 40013)
    await assert.rejects(wrongAppid.miniSession('abc'), (err: unknown) => err instanceof WechatApiError && err.errcode === null)
  })

  test('an unreachable WeChat is a typed error too, without the secret in it', async () => {
    const down = client({ appId: OFFICIAL.appId, appSecret: 'very-secret-value' }, () => 'http://127.0.0.1:9')
    await assert.rejects(down.oauthUser('abc'), (err: unknown) =>
      err instanceof WechatApiError && err.errcode === null && !err.message.includes('very-secret-value'))
  })
})

describe('/api/wechat/jssdk', () => {
  const jssdk = (url: string) => call<WechatJssdkConfig>(env.app, '/api/wechat/jssdk', { url })
  const storedTicket = async () => (await env.database.db.select().from(wechatCredentials)
    .where(eq(wechatCredentials.name, `jsapi_ticket:${OFFICIAL.appId}`)))[0]
  const storedToken = async () => (await env.database.db.select().from(wechatCredentials)
    .where(eq(wechatCredentials.name, `access_token:${OFFICIAL.appId}`)))[0]

  test('signs the page url without its hash (no login needed)', async () => {
    const page = 'https://h5.fanbei.test/app/?from=share'
    const r = await jssdk(`${page}#/pages/index/index`)
    assert.equal(r.body.status, 1, r.body.msg)
    const c = r.body.result
    assert.equal(c.appId, OFFICIAL.appId)
    assert.ok(Math.abs(c.timestamp - Date.now() / 1000) < 5)
    assert.match(c.nonceStr, /^[A-Za-z0-9]{16}$/)
    assert.ok(c.jsApiList.includes('updateAppMessageShareData'))
    assert.ok(c.jsApiList.includes('scanQRCode'))
    const ticket = await storedTicket()
    assert.equal(c.signature, jssdkSignature(ticket.value, c.nonceStr, c.timestamp, page))
  })

  test('many calls fetch the token and the ticket once', async () => {
    await env.database.db.delete(wechatCredentials)
    const [tokens, tickets] = [hitsOf('/cgi-bin/token'), hitsOf('/cgi-bin/ticket/getticket')]
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => jssdk(`https://h5.fanbei.test/p${i}`)))
    for (const r of results) assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(hitsOf('/cgi-bin/token') - tokens, 1)
    assert.equal(hitsOf('/cgi-bin/ticket/getticket') - tickets, 1)
    const more = await jssdk('https://h5.fanbei.test/again')
    assert.equal(more.body.status, 1)
    assert.equal(hitsOf('/cgi-bin/ticket/getticket') - tickets, 1)
    const ticket = await storedTicket()
    const lifetime = (ticket.expiresAt.getTime() - Date.now()) / 1000
    assert.ok(lifetime > 7100 && lifetime <= 7200, `cached for its lifetime (${lifetime} s)`)
  })

  test('a ticket about to expire is renewed (the access token is still good)', async () => {
    await jssdk('https://h5.fanbei.test/warm')
    const before = await storedTicket()
    const [tokens, tickets] = [hitsOf('/cgi-bin/token'), hitsOf('/cgi-bin/ticket/getticket')]
    await env.database.db.update(wechatCredentials).set({ expiresAt: sql`now() + interval '4 minutes'` })
      .where(eq(wechatCredentials.name, before.name))
    const r = await jssdk('https://h5.fanbei.test/renewed')
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(hitsOf('/cgi-bin/ticket/getticket') - tickets, 1)
    assert.equal(hitsOf('/cgi-bin/token') - tokens, 0)
    const after = await storedTicket()
    assert.notEqual(after.value, before.value)
    assert.equal(r.body.result.signature, jssdkSignature(after.value, r.body.result.nonceStr, r.body.result.timestamp, 'https://h5.fanbei.test/renewed'))
  })

  test('an access token WeChat no longer accepts is dropped and fetched again, once', async () => {
    await jssdk('https://h5.fanbei.test/warm')
    const oldToken = await storedToken()
    // Someone else fetches a token for the account: WeChat invalidates ours.
    const res = await fetch(`${fakeBase}/cgi-bin/token?grant_type=client_credential&appid=${OFFICIAL.appId}&secret=${OFFICIAL.appSecret}`)
    assert.ok(((await res.json()) as { access_token?: string }).access_token)
    await env.database.db.update(wechatCredentials).set({ expiresAt: sql`now()` })
      .where(eq(wechatCredentials.name, `jsapi_ticket:${OFFICIAL.appId}`))
    const [tokens, tickets] = [hitsOf('/cgi-bin/token'), hitsOf('/cgi-bin/ticket/getticket')]
    const r = await jssdk('https://h5.fanbei.test/retry')
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(hitsOf('/cgi-bin/ticket/getticket') - tickets, 2)
    assert.equal(hitsOf('/cgi-bin/token') - tokens, 1)
    assert.notEqual((await storedToken()).value, oldToken.value)
  })
})

describe('/api/team/miniProgramCode', () => {
  const code = (token?: string) => call<MiniProgramCode>(env.app, '/api/team/miniProgramCode', {}, { token })
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

  test("answers the user's code as a PNG data URL, scene = their invite code, asked of WeChat once", async () => {
    const user = await createUser(env)
    const before = hitsOf('/wxa/getwxacodeunlimit')
    const r = await code(user.token)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.result.scene, String(user.id))
    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: user.token })
    assert.equal(r.body.result.scene, info.body.result.invite_code)
    const m = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(r.body.result.image)
    assert.ok(m, r.body.result.image.slice(0, 40))
    assert.deepEqual(Buffer.from(m[1], 'base64').subarray(0, 8), PNG_SIGNATURE)
    assert.equal(hitsOf('/wxa/getwxacodeunlimit') - before, 1)
    // the same user again: the kept code, WeChat not asked again
    const again = await code(user.token)
    assert.deepEqual(again.body.result, r.body.result)
    assert.equal(hitsOf('/wxa/getwxacodeunlimit') - before, 1)
    // another user: a code of their own
    const other = await code((await createUser(env)).token)
    assert.notEqual(other.body.result.image, r.body.result.image)
  })

  test('the stand-in checks the scene and the page as WeChat does', async () => {
    const token = (await (await fetch(`${fakeBase}/cgi-bin/token?grant_type=client_credential&appid=${MINI.appId}&secret=${MINI.appSecret}`)).json() as { access_token: string }).access_token
    await env.database.db.delete(wechatCredentials).where(eq(wechatCredentials.name, `access_token:${MINI.appId}`))
    const post = async (body: unknown) => {
      const res = await fetch(`${fakeBase}/wxa/getwxacodeunlimit?access_token=${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) }
    }
    const good = await post({ scene: '12345', page: MINI_PROGRAM_CODE_PAGE, width: 430 })
    assert.match(good.type, /^image\/png/)
    assert.deepEqual(good.body.subarray(0, 8), PNG_SIGNATURE)
    for (const bad of [{ scene: 'x'.repeat(33) }, { scene: '' }, { scene: '中文' }]) {
      assert.equal((JSON.parse((await post({ ...bad, page: MINI_PROGRAM_CODE_PAGE })).body.toString()) as { errcode: number }).errcode, 40169)
    }
    for (const page of [`/${MINI_PROGRAM_CODE_PAGE}`, `${MINI_PROGRAM_CODE_PAGE}?parent_id=1`]) {
      assert.equal((JSON.parse((await post({ scene: '1', page })).body.toString()) as { errcode: number }).errcode, 41030)
    }
  })

  test('an access token WeChat no longer accepts is fetched again, once', async () => {
    await code((await createUser(env)).token)
    // someone else fetches the mini-program's token: WeChat invalidates ours
    await fetch(`${fakeBase}/cgi-bin/token?grant_type=client_credential&appid=${MINI.appId}&secret=${MINI.appSecret}`)
    const [tokens, codes] = [hitsOf('/cgi-bin/token'), hitsOf('/wxa/getwxacodeunlimit')]
    const r = await code((await createUser(env)).token)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(hitsOf('/cgi-bin/token') - tokens, 1)
    assert.equal(hitsOf('/wxa/getwxacodeunlimit') - codes, 2)
  })

  test("WeChat's refusal is a clear refusal, not a 500; logged out is asked to log in", async () => {
    fake.codesLeft = 0
    try {
      const r = await code((await createUser(env)).token)
      assert.equal(r.statusCode, 200)
      assert.deepEqual(r.body, { status: 0, code: 'miniProgramCodeFailed', msg: '小程序码生成失败，请稍后再试', result: null })
    } finally {
      fake.codesLeft = Infinity
    }
    const unreachable = new WechatClient(env.database.db, { apiBase: () => 'http://127.0.0.1:9', official: OFFICIAL, mini: MINI, clock: env.app.clock })
    await assert.rejects(unreachable.miniProgramCode({ scene: '1', page: MINI_PROGRAM_CODE_PAGE, width: 430 }),
      (err: unknown) => err instanceof WechatApiError && err.errcode === null)
    const noMini = new WechatClient(env.database.db, { apiBase: () => fakeBase, official: OFFICIAL, mini: null, clock: env.app.clock })
    await assert.rejects(noMini.miniProgramCode({ scene: '1', page: MINI_PROGRAM_CODE_PAGE, width: 430 }), WechatApiError)
    const logout = await code()
    assert.deepEqual([logout.statusCode, logout.body.status], [401, -1])
  })
})

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['/api/login/wechatLogin', {}, '请填写验证码', 'required'],
    ['/api/login/wechatLogin', { code: '' }, '验证码不能为空', 'empty'],
    ['/api/login/wechatLogin', { code: 'x'.repeat(129) }, '验证码不能超过128个字符', 'maxLength'],
    ['/api/login/wechatLogin', { code: 'has space' }, '验证码不正确', 'invalid'],
    ['/api/login/wechatLogin', { code: 12345 }, '验证码格式不正确', 'type'],
    ['/api/wechat/jssdk', {}, '请填写页面地址', 'required'],
    ['/api/wechat/jssdk', { url: 'ftp://h5.fanbei.test/' }, '页面地址不正确', 'invalid'],
    ['/api/wechat/jssdk', { url: 'javascript:alert(1)' }, '页面地址不正确', 'invalid'],
    ['/api/wechat/jssdk', { url: `https://h5.fanbei.test/${'a'.repeat(1000)}` }, '页面地址不能超过1000个字符', 'maxLength'],
  ]
  for (const [url, body, msg, code] of cases) {
    test(`${url} ${JSON.stringify(body).slice(0, 40)} → ${msg}`, async () => {
      const r = await call(env.app, url, body)
      assert.equal(r.statusCode, 200)
      assert.deepEqual(r.body, { status: 0, code, msg, result: null })
    })
  }
})

describe('the stand-in authorize page', () => {
  const fields = (extra: Record<string, string> = {}) => ({
    appid: OFFICIAL.appId, redirect_uri: RETURN_URL, response_type: 'code', scope: 'snsapi_userinfo', state: 'fanbei_login', ...extra,
  })

  test('允许 redirects with code and state before the hash; the code logs the chosen user in', async () => {
    const r = await authorize(fakeBase, fields({ user: 'laowang', action: 'allow' }))
    assert.equal(r.status, 302)
    const m = /^https:\/\/h5\.fanbei\.test\/app\/\?code=([A-Za-z0-9]+)&state=fanbei_login#\/pages\/login\/login$/.exec(r.location)
    assert.ok(m, r.location)
    const p = await login(m[1])
    assert.equal(p.body.status, 1, p.body.msg)
    assert.equal(p.body.result.nickname, '老王')
  })

  test("a redirect_uri with a query gets '&'; a custom nickname is a user of its own", async () => {
    const nickname = `自定义${Math.random().toString(36).slice(2, 6)}`
    const r = await authorize(fakeBase, fields({ redirect_uri: 'http://h5.fanbei.test/?from=ad#/pages/login/login', user: 'custom', nickname, action: 'allow' }))
    assert.match(r.location, /^http:\/\/h5\.fanbei\.test\/\?from=ad&code=[A-Za-z0-9]+&state=fanbei_login#\/pages\/login\/login$/)
    const p = await login(new URL(r.location).searchParams.get('code')!)
    assert.equal(p.body.result.nickname, nickname)
    const empty = await authorize(fakeBase, fields({ user: 'custom', nickname: ' ', action: 'allow' }))
    assert.equal(empty.status, 200)
    assert.match(empty.body, /请输入微信昵称/)
  })

  test('拒绝 redirects with the state only', async () => {
    const r = await authorize(fakeBase, fields({ user: 'xiaolin', action: 'deny' }))
    assert.equal(r.status, 302)
    assert.equal(r.location, 'https://h5.fanbei.test/app/?state=fanbei_login#/pages/login/login')
  })

  test('refuses an unknown appid, a non-http(s) redirect_uri and a wrong response_type', async () => {
    const refused: Record<string, string>[] = [{ appid: 'wxnosuchapp0000000' }, { appid: MINI.appId }, { redirect_uri: 'javascript:alert(1)//' }, { redirect_uri: 'not a url' }, { response_type: 'token' }, { scope: 'snsapi_all' }]
    for (const bad of refused) {
      const res = await fetch(`${fakeBase}/connect/oauth2/authorize?${new URLSearchParams(fields(bad))}`)
      assert.equal(res.status, 400, JSON.stringify(bad))
      assert.match(await res.text(), /参数错误/)
      const post = await authorize(fakeBase, fields({ ...bad, user: 'xiaolin', action: 'allow' }))
      assert.equal(post.status, 400, JSON.stringify(bad))
    }
  })

  test('shows the account, the request, the demo users and the development note', async () => {
    const res = await fetch(`${fakeBase}/connect/oauth2/authorize?${new URLSearchParams(fields())}#wechat_redirect`)
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /text\/html/)
    const page = await res.text()
    for (const text of [OFFICIAL.name, '申请获得你的公开信息（昵称、头像）', '允许', '拒绝', '开发', ...DEMO_USERS.map((u) => u.nickname)]) {
      assert.ok(page.includes(text), text)
    }
    assert.ok(page.includes(fakeOpenid(OFFICIAL.appId, 'xiaolin')), 'the demo openids are shown')
  })
})

describe('development mode (WECHAT_PROVIDER=dev)', () => {
  let dev: TestEnv
  let base: string
  before(async () => {
    dev = await setup({ WECHAT_PROVIDER: 'dev' }, { seed: false })
    await dev.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(dev.app.server.address() as AddressInfo).port}`
  })
  after(async () => { await dev.close() })

  const post = async <T>(path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return (await res.json()) as { status: number; msg: string; result: T }
  }

  test("getOfficialAccountInfo points at the stand-in on the request's host", async () => {
    const r = await call<OfficialAccountInfo>(dev.app, '/api/login/getOfficialAccountInfo', {}, { headers: { host: 'fanbei.dev.test:8443' } })
    assert.deepEqual(r.body.result, {
      appid: DEV_WECHAT.appId, name: DEV_WECHAT.accountName, authorize_url: 'http://fanbei.dev.test:8443/dev/wechat/connect/oauth2/authorize',
    })
  })

  test('end to end: the authorize page, 允许, the redirect, wechatLogin; then the JS-SDK config', async () => {
    const info = await post<OfficialAccountInfo>('/api/login/getOfficialAccountInfo', {})
    assert.equal(info.result.authorize_url, `${base}/dev/wechat/connect/oauth2/authorize`)
    const query = new URLSearchParams({
      appid: info.result.appid, redirect_uri: `${base}/#/pages/login/login`, response_type: 'code', scope: 'snsapi_userinfo', state: 'fanbei_login',
    })
    const pageRes = await fetch(`${info.result.authorize_url}?${query}#wechat_redirect`)
    assert.equal(pageRes.status, 200)
    const page = await pageRes.text()
    assert.match(page, /申请获得你的公开信息（昵称、头像）/)
    assert.match(page, /<form class="sheet" method="post" action="authorize">/)

    const allowed = await authorize(`${base}/dev/wechat`, { ...Object.fromEntries(query), user: 'azhen', action: 'allow' })
    assert.equal(allowed.status, 302)
    const back = new URL(allowed.location)
    assert.equal(`${back.origin}${back.pathname}${back.hash}`, `${base}/#/pages/login/login`)
    assert.equal(back.searchParams.get('state'), 'fanbei_login')

    const logged = await post<Profile>('/api/login/wechatLogin', { code: back.searchParams.get('code'), client: 'H5' })
    assert.equal(logged.status, 1, logged.msg)
    assert.equal(logged.result.nickname, '阿珍')
    assert.equal(logged.result.is_new, true)
    const avatar = await fetch(logged.result.avatar!)
    assert.equal(avatar.status, 200)
    assert.match(avatar.headers.get('content-type') ?? '', /image\/svg\+xml/)

    const sdk = await post<WechatJssdkConfig>('/api/wechat/jssdk', { url: `${base}/#/pages/index/index` })
    assert.equal(sdk.status, 1, sdk.msg)
    assert.equal(sdk.result.appId, DEV_WECHAT.appId)
  })

  test('the mini-program login works against the stand-in too', async () => {
    const r = await post<Profile>('/api/login/wechatLogin', { code: `devtools${Date.now()}`, client: 'weapp' })
    assert.equal(r.status, 1, r.msg)
    assert.equal(r.result.nickname, '微信用户')
  })

  test("the poster's mini-program code comes from the stand-in (offline development)", async () => {
    const user = await createUser(dev)
    const r = await call<MiniProgramCode>(dev.app, '/api/team/miniProgramCode', {}, { token: user.token })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.result.scene, String(user.id))
    assert.match(r.body.result.image, /^data:image\/png;base64,iVBORw0KGgo/)
  })
})
