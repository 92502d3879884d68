import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { AgreementResult, CommonFormResult } from '@api-types/common'
import type { AppConfigResult } from '@api-types/config'
import type { NavIndexResult, NavItem, NavUserResult } from '@api-types/nav'
import type { NoticeListsResult } from '@api-types/notice'
import type { PopupListsResult } from '@api-types/popup'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import { APP_CONFIG_TTL_MS } from '../src/modules/config/service'
import { adCallbacks, appConfig, cooperateApplications, eventLogs, notices, popups, settleInApplications } from '../src/db/schema'
import { call, createUser, setup, type TestEnv } from './helpers'

// Every content call: the success shape the app's types/api promise.

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

function assertNavItem(item: NavItem): void {
  assert.equal(typeof item.id, 'number')
  assert.ok([1, 2, 3, 4].includes(item.type), `type ${item.type}`)
  assert.equal(typeof item.name, 'string')
  assert.ok(item.name.length > 0)
  assert.equal(typeof item.path, 'string')
  for (const key of ['image', 'subtitle', 'reward', 'badge'] as const) {
    if (key in item) assert.equal(typeof item[key], 'string', `${key} is a string when present`)
  }
}

describe('config', () => {
  test('appConfig answers every AppConfigResult field', async () => {
    const { statusCode, body } = await call<AppConfigResult>(env.app, '/api/config/appConfig')
    assert.equal(statusCode, 200)
    assert.equal(body.status, 1)
    assert.equal(body.msg, '成功')
    const r = body.result
    assert.equal(typeof r.wx_login_open, 'boolean')
    assert.equal(typeof r.popup_start_hour, 'number')
    assert.equal(typeof r.popup_end_hour, 'number')
    assert.match(r.cashout_min, /^\d+\.\d{2}$/)
    assert.match(r.cashout_max, /^\d+\.\d{2}$/)
    assert.equal(typeof r.share_title, 'string')
    assert.equal(typeof r.system_infos, 'object')
    assert.ok(r.official_account && typeof r.official_account.appid === 'string')
    assert.ok(r.service_url && typeof r.service_url.h5_url === 'string')
    assert.match(r.reward!.direct_rate, /^0\.\d+$/)
  })

  test('appConfig is answered from memory; an operator\'s change shows within APP_CONFIG_TTL_MS, in every process', async () => {
    const clock = new ManualClock(new Date('2030-01-01T00:00:00Z'))
    const one = await setup({}, { clock })
    try {
      // a second process on the same database
      const two = await buildApp({ db: one.database.db, config: one.config, logger: false, clock })
      const tel = async (app: typeof two) => (await call<AppConfigResult>(app, '/api/config/appConfig')).body.result.service_url?.tel
      assert.equal(await tel(one.app), '400-800-1234')
      assert.equal(await tel(two), '400-800-1234')
      await one.database.db.update(appConfig).set({ value: { h5_url: '', tel: '400-000-0000', wechat: '' } }).where(eq(appConfig.key, 'service_url'))
      assert.equal(await tel(one.app), '400-800-1234', 'still the cached answer')
      clock.advance(APP_CONFIG_TTL_MS)
      assert.equal(await tel(one.app), '400-000-0000')
      assert.equal(await tel(two), '400-000-0000')
      await two.close()
    } finally {
      await one.close()
    }
  })

  test('appConfig takes the WeChat appid from env when none is stored', async () => {
    const other = await setup({ WECHAT_PROVIDER: 'official', WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'secret' })
    try {
      const { body } = await call<AppConfigResult>(other.app, '/api/config/appConfig')
      assert.equal(body.result.official_account?.appid, 'wx1234567890abcdef')
    } finally {
      await other.close()
    }
  })

  test('a call without any body works (empty JSON body and no content type)', async () => {
    const empty = await call<AppConfigResult>(env.app, '/api/config/appConfig', undefined, { raw: '' })
    assert.equal(empty.body.status, 1)
    const res = await env.app.inject({ method: 'POST', url: '/api/config/appConfig' })
    assert.equal(res.json().status, 1)
  })
})

describe('locale packs', () => {
  test('the mini-program\'s page texts in zh-Hant, fr and es are served as JSON', async () => {
    for (const locale of ['zh-Hant', 'fr', 'es']) {
      const r = await env.app.inject({ method: 'GET', url: `/i18n/${locale}.json` })
      assert.equal(r.statusCode, 200, locale)
      assert.match(String(r.headers['content-type']), /^application\/json/)
      const { pages } = r.json() as { pages: Record<string, Record<string, string>> }
      assert.ok(Object.keys(pages).length > 20, locale)
    }
    assert.equal((await env.app.inject({ method: 'GET', url: '/i18n/de.json' })).statusCode, 404)
  })
})

describe('agreements', () => {
  for (const [url, title] of [
    ['/api/common/userAgreement', '用户服务协议'],
    ['/api/common/privacyAgreement', '隐私政策'],
    ['/api/common/memberAgreement', '会员服务协议'],
  ] as const) {
    test(`${url} answers a multi-paragraph HTML agreement`, async () => {
      const { body } = await call<AgreementResult>(env.app, url)
      assert.equal(body.status, 1)
      assert.equal(body.result.title, title)
      assert.ok((body.result.content.match(/<p>/g) ?? []).length >= 5)
      assert.match(body.result.update_time!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    })
  }
})

describe('forms', () => {
  test('settleIn stores the application and answers its id, logged out too (without photos: they need a login)', async () => {
    const form = { shop_name: '老王麻辣烫', contact_name: '王先生', tel: '13800138000', city: '杭州', address: '西湖区文三路 100 号', category: '快餐', remark: '' }
    const { body } = await call<CommonFormResult>(env.app, '/api/common/settleIn', form)
    assert.equal(body.status, 1)
    assert.equal(body.msg, '提交成功')
    assert.ok(Number.isInteger(body.result.id) && body.result.id > 0)
    const [row] = await env.database.db.select().from(settleInApplications).where(eq(settleInApplications.id, body.result.id))
    assert.equal(row.shopName, '老王麻辣烫')
    assert.deepEqual(row.images, [])
    assert.equal(row.remark, null)
    assert.equal(row.userId, null)
  })

  test('cooperate stores the enquiry, with the user when logged in', async () => {
    const user = await createUser(env)
    const { body } = await call<CommonFormResult>(env.app, '/api/common/cooperate',
      { name: '李经理', tel: '13912345678', company: '某某餐饮', content: '希望合作推广门店' }, { token: user.token })
    assert.equal(body.status, 1)
    const [row] = await env.database.db.select().from(cooperateApplications).where(eq(cooperateApplications.id, body.result.id))
    assert.equal(row.userId, user.id)
    assert.equal(row.company, '某某餐饮')
  })
})

describe('nav', () => {
  test('banner: home by default, 3 banners of types 1, 1, 3', async () => {
    const { body } = await call<NavItem[]>(env.app, '/api/nav/banner')
    assert.equal(body.status, 1)
    assert.equal(body.result.length, 3)
    body.result.forEach(assertNavItem)
    assert.equal(body.result[0].path, '/pages/kingeat/kingeat')
    const fuli = await call<NavItem[]>(env.app, '/api/nav/banner', { position: 'fuli' })
    assert.equal(fuli.body.result[0].type, 2)
    assert.equal(fuli.body.result[0].path, '/pages/fuli/fuli')
    const none = await call<NavItem[]>(env.app, '/api/nav/banner', { position: 'nowhere' })
    assert.deepEqual(none.body.result, [])
  })

  test('menu_reward by group, app_menu_reward is the home menu', async () => {
    for (const group of ['fuli', 'makemoney', 'home']) {
      const { body } = await call<NavItem[]>(env.app, '/api/nav/menu_reward', { group })
      assert.equal(body.status, 1)
      assert.ok(body.result.length >= 2, group)
      body.result.forEach(assertNavItem)
      const sorts = body.result.map((i) => i.sort!)
      assert.deepEqual(sorts, [...sorts].sort((a, b) => a - b))
    }
    const app = await call<NavItem[]>(env.app, '/api/nav/app_menu_reward')
    const home = await call<NavItem[]>(env.app, '/api/nav/menu_reward', { group: 'home' })
    assert.deepEqual(app.body.result, home.body.result)
    assert.ok(app.body.result.some((i) => i.path === '/pages_gold/mt_redbag'))
    // 赚钱's 邀请好友 opens the invite page and promises no gold: WeChat forbids rewarding sharing
    const earn = await call<NavItem[]>(env.app, '/api/nav/menu_reward', { group: 'makemoney' })
    const invite = earn.body.result.find((i) => i.name === '邀请好友')
    assert.deepEqual([invite?.type, invite?.path, invite?.reward], [1, '/pages/share/share', undefined])
  })

  test('index and user answer banner, menu and tools', async () => {
    const index = await call<NavIndexResult>(env.app, '/api/nav/index')
    const user = await call<NavUserResult>(env.app, '/api/nav/user')
    for (const r of [index.body.result, user.body.result]) {
      assert.deepEqual(Object.keys(r).sort(), ['banner', 'menu', 'tools'])
      ;[...r.banner, ...r.menu, ...r.tools].forEach(assertNavItem)
    }
    assert.equal(index.body.result.banner.length, 3)
    assert.ok(user.body.result.menu.length > 0)
  })
})

describe('popup', () => {
  test('lists the home popup; an expired or disabled popup is not shown', async () => {
    await env.database.db.insert(popups).values([
      { position: 'home', type: 1, name: '过期', path: '/pages/signin/signin', image: '/x.png', endTime: new Date(Date.now() - 3600_000) },
      { position: 'home', type: 1, name: '停用', path: '/pages/signin/signin', image: '/x.png', enabled: false },
      { position: 'me', type: 2, name: '我的', path: '/pages/fuli/fuli', image: '/y.png', startTime: new Date(Date.now() - 60_000), endTime: new Date(Date.now() + 86400_000) },
    ])
    const { body } = await call<PopupListsResult>(env.app, '/api/popup/lists', { position: 'home' })
    assert.equal(body.status, 1)
    assert.deepEqual(body.result.map((p) => p.name), ['新人外卖红包'])
    const p = body.result[0]
    assert.equal(p.path, '/pages_gold/mt_redbag')
    assert.ok(['once', 'daily', 'always'].includes(p.frequency))
    assert.equal(p.start_time, null)
    const all = await call<PopupListsResult>(env.app, '/api/popup/lists')
    assert.deepEqual(all.body.result.map((x) => x.name).sort(), ['我的', '新人外卖红包'].sort())
    const me = all.body.result.find((x) => x.name === '我的')!
    assert.match(me.end_time!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })
})

describe('notice', () => {
  test('lists notices paged, newest first; anonymous has no unread', async () => {
    const { body } = await call<NoticeListsResult>(env.app, '/api/notice/lists', { page: 1, limit: 2 })
    assert.equal(body.status, 1)
    assert.equal(body.result.total, 3)
    assert.equal(body.result.page, 1)
    assert.equal(body.result.limit, 2)
    assert.equal(body.result.list.length, 2)
    assert.equal(body.result.unread, 0)
    const n = body.result.list[0]
    assert.equal(typeof n.title, 'string')
    assert.equal(n.is_read, false)
    assert.match(n.create_time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    assert.ok(body.result.list[0].id > body.result.list[1].id)
    const page2 = await call<NoticeListsResult>(env.app, '/api/notice/lists', { page: 2, limit: 2 })
    assert.equal(page2.body.result.list.length, 1)
  })

  test('unread count and dealRead for a logged-in user; other users\' messages stay private', async () => {
    const a = await createUser(env)
    const b = await createUser(env)
    const [own] = await env.database.db.insert(notices).values({ type: 2, userId: b.id, title: '账户消息', content: '仅 B 可见' }).returning()
    const before = await call<NoticeListsResult>(env.app, '/api/notice/lists', {}, { token: a.token })
    assert.equal(before.body.result.total, 3)
    assert.equal(before.body.result.unread, 3)
    const target = before.body.result.list[0].id
    const read = await call(env.app, '/api/notice/dealRead', { id: target }, { token: a.token })
    assert.equal(read.body.status, 1)
    assert.equal(read.body.result, null)
    const again = await call(env.app, '/api/notice/dealRead', { id: target }, { token: a.token })
    assert.equal(again.body.status, 1, 'marking twice is fine')
    const afterRead = await call<NoticeListsResult>(env.app, '/api/notice/lists', {}, { token: a.token })
    assert.equal(afterRead.body.result.unread, 2)
    assert.equal(afterRead.body.result.list.find((x) => x.id === target)!.is_read, true)
    // A cannot read B's message; B sees it.
    const foreign = await call(env.app, '/api/notice/dealRead', { id: own.id }, { token: a.token })
    assert.equal(foreign.body.status, 0)
    assert.equal(foreign.body.msg, '消息不存在')
    const missing = await call(env.app, '/api/notice/dealRead', { id: 999999 }, { token: a.token })
    assert.equal(missing.body.status, 0)
    const bList = await call<NoticeListsResult>(env.app, '/api/notice/lists', { type: 2 }, { token: b.token })
    assert.deepEqual(bList.body.result.list.map((x) => x.title), ['账户消息'])
    assert.equal(bList.body.result.unread, 4)
  })
})

describe('event tracking and ad callback', () => {
  test('addLog stores the event with the client stamp', async () => {
    const user = await createUser(env)
    const { body } = await call(env.app, '/api/EventTracking/addLog',
      { event: 'banner_click', page: '/pages/index/index', target_id: 3, time: '2026-01-01 12:00:00', extra: { from: 'home', n: 1, ok: true, none: null } },
      { token: user.token })
    assert.equal(body.status, 1)
    assert.equal(body.result, null)
    const rows = await env.database.db.select().from(eventLogs).where(eq(eventLogs.userId, user.id))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].targetId, '3')
    assert.equal(rows[0].client, 'h5')
    assert.equal(rows[0].version, '1.4.0')
    assert.deepEqual(rows[0].extra, { from: 'home', n: 1, ok: true, none: null })
    const anon = await call(env.app, '/api/EventTracking/addLog', { event: 'page_view' })
    assert.equal(anon.body.status, 1)
  })

  test('adCallBack stores the callback unchanged', async () => {
    const cb = 'https://ad.example.com/cb?click_id=abc&sig=1%2B2'
    const { body } = await call(env.app, '/api/home/adCallBack', { callback: cb })
    assert.equal(body.status, 1)
    const rows = await env.database.db.select().from(adCallbacks).where(eq(adCallbacks.callback, cb))
    assert.equal(rows.length, 1)
  })
})
