import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import type { Profile, UserInfo } from '@api-types/user'
import { ManualClock, shanghaiDay, shanghaiMoment } from '../src/clock'
import { popups, tokens, users } from '../src/db/schema'
import { formatTime, parseShanghaiTime } from '../src/lib'
import { listPopups } from '../src/modules/popup/service'
import { codeLoginNew, freshTel, sendLoginCode } from './accounts'
import { call, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// One clock (server/src/clock.ts): the rules that decide by time follow app.clock, here a
// ManualClock far from the real time, never the machine's clock or the database's now().

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const START = parseShanghaiTime('2031-06-01 10:00:00')
const clock = new ManualClock(START)
let env: TestEnv
before(async () => { env = await setup({}, { seed: false, clock }) })
after(async () => { await env.close() })

const db = () => env.database.db
const MINUTE = 60_000
const DAY = 86_400_000
/** Sets the clock to START + ms. */
const at = (ms: number) => clock.set(new Date(START.getTime() + ms))
const info = (token: string) => call<UserInfo>(env.app, '/api/user/info', {}, { token })

describe('Shanghai days (clock.ts)', () => {
  test('the day and time are UTC+8 all year', () => {
    assert.deepEqual(shanghaiMoment(new Date('2026-03-10T15:59:59Z')), { day: '2026-03-10', time: '23:59:59' })
    assert.deepEqual(shanghaiMoment(new Date('2026-03-10T16:00:00Z')), { day: '2026-03-11', time: '00:00:00' })
    assert.equal(shanghaiDay(new Date('2026-07-01T00:00:00Z')), '2026-07-01')
    assert.equal(formatTime(new Date('2026-12-31T16:30:00Z')), '2027-01-01 00:30:00')
  })
})

describe(`token expiry follows app.clock${on}`, () => {
  test('issued at the clock\'s now for TOKEN_TTL_DAYS (30), sliding when used, refused once past', async () => {
    at(0)
    const used = await codeLoginNew(env)
    clock.advance(MINUTE) // one code a minute per phone
    const idle = (await call<Profile>(env.app, '/api/login/codeLogin', {
      tel: used.tel, code: await sendLoginCode(env, used.tel),
    })).body.result
    const expiry = async (token: { user_id?: number }) => (await db().select().from(tokens)
      .where(eq(tokens.userId, token.user_id!)).orderBy(asc(tokens.id)).limit(1))[0]
    const first = await expiry(used)
    assert.deepEqual([first.createdAt, first.expiresAt], [START, new Date(START.getTime() + 30 * DAY)])

    at(29 * DAY)
    assert.equal((await info(used.token)).body.status, 1, 'day 29: valid')
    assert.deepEqual((await expiry(used)).expiresAt, new Date(START.getTime() + 59 * DAY), 'the use slid it to day 59')
    at(30 * DAY + 2 * MINUTE)
    const refused = await info(idle.token!)
    assert.deepEqual([refused.statusCode, refused.body.status], [401, -1], 'unused since day 0: expired on day 30')
    at(58 * DAY)
    assert.equal((await info(used.token)).body.status, 1, 'day 58: valid (slides to day 88)')
    at(88 * DAY + MINUTE)
    assert.equal((await info(used.token)).statusCode, 401, 'not used since day 58: expired on day 88')
  })

  test('an SMS code expires 10 minutes after it was sent, by the clock', async () => {
    at(100 * DAY)
    const tel = freshTel()
    const code = await sendLoginCode(env, tel)
    clock.advance(10 * MINUTE + 1000)
    const late = await call(env.app, '/api/login/codeLogin', { tel, code })
    assert.deepEqual([late.body.status, late.body.msg], [0, '验证码错误或已失效'])
  })
})

describe(`the referrer window (bindPid) follows app.clock${on}`, () => {
  test('registration is dated by the clock; binding works until 7 days after it', async () => {
    at(200 * DAY)
    const parent = await codeLoginNew(env)
    const early = await codeLoginNew(env)
    const late = await codeLoginNew(env)
    const [registered] = await db().select({ createdAt: users.createdAt }).from(users).where(eq(users.id, late.user_id!))
    assert.equal(registered.createdAt.getTime(), START.getTime() + 200 * DAY)

    const bind = (token: string) => call(env.app, '/api/user/bindPid', { parent_id: parent.user_id, source: 1 }, { token })
    at(207 * DAY - MINUTE)
    assert.deepEqual((await bind(early.token)).body, { status: 1, msg: '绑定成功', result: null })
    at(207 * DAY + MINUTE)
    assert.deepEqual((await bind(late.token)).body, { status: 0, code: 'parentTooLate', msg: '注册超过7天，无法绑定邀请人', result: null })
    const [bound] = await db().select({ parentId: users.parentId, parentBoundAt: users.parentBoundAt }).from(users).where(eq(users.id, early.user_id!))
    assert.deepEqual(bound, { parentId: parent.user_id, parentBoundAt: new Date(START.getTime() + 207 * DAY - MINUTE) })
  })
})

describe(`popups follow the clock${on}`, () => {
  test('a popup is listed from its start to its end time as of `now` (popup/service.ts)', async () => {
    await db().insert(popups).values({
      position: 'clock-test', type: 1, name: '限时', path: '/pages/index/index', image: '/banners/a.png',
      startTime: parseShanghaiTime('2031-07-01 00:00:00'), endTime: parseShanghaiTime('2031-07-02 00:00:00'),
    })
    const shown = async (shanghai: string) => (await listPopups(db(), 'clock-test', parseShanghaiTime(shanghai))).map((p) => p.name)
    assert.deepEqual(await shown('2031-06-30 23:59:59'), [])
    assert.deepEqual(await shown('2031-07-01 00:00:00'), ['限时'])
    assert.deepEqual(await shown('2031-07-02 00:00:00'), ['限时'])
    assert.deepEqual(await shown('2031-07-02 00:00:01'), [])
  })
})
