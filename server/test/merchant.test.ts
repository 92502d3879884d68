import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { APPLICATIONS_PER_DAY, type MyApplication } from '@api-types/common'
import type { OpsApplicationRow, OpsApplicationUpdate } from '@api-types/ops/merchant'
import { buildApp } from '../src/app'
import { notices } from '../src/db/schema'
import { parseArgs } from '../src/ops/cli'
import { randomIp } from './accounts'
import { appOnClock, call, checkedUsers, ON_POSTGRES, type User } from './helpers'

// Merchant onboarding (docs/rules.md "Merchant onboarding"): the settle-in and cooperation forms
// (logged in or not, bad input and foreign images refused, 5 a day per user and per IP), the
// applicant's list, the operators' calls moving an application on (a refusal needs its reason,
// closed states are final), and one notification per state change of a logged-in applicant.

const { env, clock, db, later } = appOnClock('2026-03-10 10:30:00')
const newUser = checkedUsers(env)
const DAY = 86_400_000
const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
/** The same database and clock, serving the operators' calls (made in the describe: root hooks do not wait for each other). */
let opsApp: FastifyInstance

const opsCall = async <T>(command: string, body: Record<string, unknown>, token = OPS_TOKEN) => {
  const r = await opsApp.inject({
    method: 'POST', url: `/ops/${command}`, remoteAddress: '127.0.0.1', payload: body,
    headers: { 'x-ops-token': token, 'content-type': 'application/json' },
  })
  return { statusCode: r.statusCode, body: r.json() as { status: number; code?: string; result: T } }
}
const move = async (id: number, state: string, reason?: string, kind = 'settle_in') =>
  (await opsCall<{ result: OpsApplicationUpdate }>('merchant-application-update', { kind, id, state, ...(reason !== undefined ? { reason } : {}) })).body.result.result

const form = (extra: Record<string, unknown> = {}) => ({
  shop_name: '黔味小馆', contact_name: '王先生', tel: '13800001111', city: '贵阳市', address: '观山湖区林城西路 88 号', category: '快餐', ...extra,
})
const send = (u: User | null, url: string, body: Record<string, unknown>, ip = randomIp(), lang = 'zh-Hans') =>
  call<{ id: number }>(env.app, url, body, { ...(u ? { token: u.token } : {}), ip, lang })
const mine = async (u: User) => {
  const r = await call<{ list: MyApplication[] }>(env.app, '/api/common/myApplications', {}, { token: u.token })
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result.list
}
const storedUrl = (name: string) => `${env.app.providers.storage.publicBaseUrl.replace(/\/+$/, '')}/${name}`
const noticesOf = (userId: number) => db().select().from(notices).where(and(eq(notices.userId, userId), eq(notices.kind, 'merchantApplicationUpdated')))

describe(`merchant onboarding${ON_POSTGRES}`, () => {
  before(async () => {
    opsApp = await buildApp({ db: db(), config: env.config, logger: false, clock, opsToken: OPS_TOKEN })
    await opsApp.ready()
  })
  after(async () => { await opsApp.close() })

  test('a settle-in form is stored logged out and logged in (with its own licence photo); the applicant sees it submitted', async () => {
    const guest = await send(null, '/api/common/settleIn', form())
    assert.equal(guest.body.status, 1, guest.body.msg)
    assert.equal(guest.body.msg, '提交成功')
    const u = await newUser()
    const licence = storedUrl(`settle_in-${u.id}-${crypto.randomBytes(16).toString('hex')}.png`)
    const r = await send(u, '/api/common/settleIn', form({ images: [licence], remark: '  想参加霸王餐  ' }))
    assert.equal(r.body.status, 1, r.body.msg)
    const list = await mine(u)
    assert.deepEqual(list.map((a) => [a.id, a.kind, a.title, a.state, a.reason]), [[r.body.result.id, 'settle_in', '黔味小馆', 'submitted', null]])
    const [row] = (await opsCall<{ applications: OpsApplicationRow[] }>('merchant-applications', { kind: 'settle_in', state: 'submitted', limit: 500 }))
      .body.result.applications.filter((a) => a.id === r.body.result.id)
    assert.deepEqual([row.images, row.content, row.user_id, row.city], [[licence], '想参加霸王餐', u.id, '贵阳市'])
  })

  test('bad input is refused: missing or blank fields, a bad phone, images not the sender\'s own settle-in uploads', async () => {
    const u = await newUser()
    const other = await newUser()
    const cases: [User | null, Record<string, unknown>][] = [
      [u, form({ shop_name: '  ' })],
      [u, form({ tel: '12345' })],
      [u, { ...form(), address: undefined }],
      [u, form({ images: ['https://elsewhere.example/licence.png'] })],
      [u, form({ images: [storedUrl(`settle_in-${other.id}-${'a'.repeat(32)}.png`)] })],
      [u, form({ images: [storedUrl(`avatar-${u.id}-${'a'.repeat(32)}.png`)] })],
      [null, form({ images: [storedUrl(`settle_in-${u.id}-${'a'.repeat(32)}.png`)] })],
    ]
    for (const [who, body] of cases) {
      const r = await send(who, '/api/common/settleIn', body)
      assert.equal(r.body.status, 0, JSON.stringify(body))
      assert.ok(r.body.msg.length > 0)
    }
    const enquiry = await send(u, '/api/common/cooperate', { name: '李', tel: '13800001111', content: '' })
    assert.equal(enquiry.body.status, 0)
    assert.deepEqual(await mine(u), [])
  })

  test('5 a day per user and per IP, with a clear refusal; a day later it is open again', async () => {
    const u = await newUser()
    for (let i = 0; i < APPLICATIONS_PER_DAY; i++) assert.equal((await send(u, '/api/common/settleIn', form())).body.status, 1)
    const refused = await send(u, '/api/common/settleIn', form(), randomIp(), 'en')
    assert.equal(refused.body.status, 0)
    assert.equal(refused.body.code, 'applicationLimit')
    assert.match(refused.body.msg, /5 a day/)
    // the per-IP count holds for guests (and for several accounts behind one address)
    const ip = randomIp()
    for (let i = 0; i < APPLICATIONS_PER_DAY; i++) assert.equal((await send(null, '/api/common/cooperate', { name: '李', tel: '13800001111', content: '合作' }, ip)).body.status, 1)
    assert.equal((await send(await newUser(), '/api/common/cooperate', { name: '李', tel: '13800001111', content: '合作' }, ip)).body.code, 'applicationLimit')
    later(DAY + 1000)
    assert.equal((await send(u, '/api/common/settleIn', form())).body.status, 1)
    assert.equal((await send(null, '/api/common/cooperate', { name: '李', tel: '13800001111', content: '合作' }, ip)).body.status, 1)
  })

  test('operators move it on: contacted, then approved; a refusal needs a reason; closed states are final; one notification per change', async () => {
    const u = await newUser()
    const id = (await send(u, '/api/common/settleIn', form({ shop_name: '花溪牛肉粉' }))).body.result.id
    assert.deepEqual(await move(id, 'contacted'), { id, outcome: 'updated', state: 'contacted' })
    assert.deepEqual(await move(id, 'contacted'), { id, outcome: 'unchanged', state: 'contacted' })
    assert.equal((await mine(u))[0].state, 'contacted')
    assert.deepEqual(await move(id, 'approved'), { id, outcome: 'updated', state: 'approved' })
    assert.deepEqual(await move(id, 'refused', '重复申请'), { id, outcome: 'unchanged', state: 'approved' })
    assert.equal((await mine(u))[0].state, 'approved')
    const sent = await noticesOf(u.id)
    assert.deepEqual(sent.map((n) => (n.params as Record<string, unknown>).state), ['contacted', 'approved'])
    assert.equal(sent[0].path, '/pagesme/businessinto/businessinto')
    assert.equal((sent[0].params as Record<string, unknown>).shop_name, '花溪牛肉粉')

    const second = (await send(u, '/api/common/settleIn', form({ shop_name: '遵义羊肉粉' }))).body.result.id
    assert.deepEqual(await move(second, 'refused'), { id: second, outcome: 'reason_required' })
    assert.deepEqual(await move(second, 'refused', '   '), { id: second, outcome: 'reason_required' })
    assert.deepEqual(await move(second, 'refused', '暂未开通该城市'), { id: second, outcome: 'updated', state: 'refused' })
    const listed = (await mine(u)).find((a) => a.id === second)!
    assert.deepEqual([listed.state, listed.reason], ['refused', '暂未开通该城市'])
    assert.equal((await noticesOf(u.id)).length, 3)
    assert.deepEqual(await move(999999, 'contacted'), { id: 999999, outcome: 'not_found' })

    // a guest's application moves without a notification; an enquiry moves the same way
    const guest = (await send(null, '/api/common/settleIn', form())).body.result.id
    assert.equal((await move(guest, 'contacted')).outcome, 'updated')
    const enquiry = (await send(u, '/api/common/cooperate', { name: '李', tel: '13800001111', company: '黔货供应链', content: '想合作' })).body.result.id
    assert.equal((await move(enquiry, 'refused', '暂不合作', 'cooperate')).outcome, 'updated')
    assert.deepEqual((await mine(u)).filter((a) => a.kind === 'cooperate').map((a) => [a.title, a.state, a.reason]), [['黔货供应链', 'refused', '暂不合作']])
    assert.equal((await noticesOf(u.id)).length, 4)
  })

  test("another user's applications are invisible; myApplications needs a login; a user's token is refused on the operators' calls", async () => {
    const a = await newUser()
    const b = await newUser()
    await send(a, '/api/common/settleIn', form())
    assert.equal((await mine(a)).length, 1)
    assert.deepEqual(await mine(b), [])
    const anonymous = await call(env.app, '/api/common/myApplications', {})
    assert.equal(anonymous.statusCode, 401)
    const asUser = await opsCall('merchant-applications', { kind: 'settle_in', state: 'all', limit: 10 }, a.token)
    assert.equal(asUser.statusCode, 403)
    assert.equal(asUser.body.code, 'opsForbidden')
  })

  test('the CLI reads the commands (a refusal without --state is refused before any call)', () => {
    const parsed = parseArgs(['merchant-application-update', '3', '--state', 'refused', '--reason', '暂未开通该城市'], 'zh-Hans')
    assert.deepEqual(parsed, { request: { command: 'merchant-application-update', kind: 'settle_in', id: 3, state: 'refused', reason: '暂未开通该城市' } })
    assert.throws(() => parseArgs(['merchant-application-update', '3'], 'zh-Hans'))
  })
})
