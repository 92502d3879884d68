import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FeedbackDetail, UserFeedbackListsResult } from '@api-types/userFeedback'
import { issueToken } from '../src/auth'
import { businessOrders, freeMealDeals, freeMealOrders, notices, users, vouchers } from '../src/db/schema'
import { demoTel, seedDemoUsers } from '../src/db/seedUsers'
import { appOnClock, checkedUsers, ON_POSTGRES, type User } from './helpers'

// Feedback (docs/rules.md "Feedback") over the HTTP layer: sending (type, text bounds, the user's
// own uploads, the user's own order, a daily limit), listing and reading one's own only, the
// operators' reply (unread until opened, the user notified once) and close, and the operator
// calls refusing a user's token.

const OPS_TOKEN = 'feedback-test-operator-token-0123456789abcdef'
const { env, clock, db, later, post } = appOnClock('2026-03-10 10:30:00', { OPS_TOKEN })
const newUser = checkedUsers(env)

const ok = async <T>(u: User, url: string, body: Record<string, unknown> = {}): Promise<T> => {
  const r = await post<T>(u, url, body)
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
const refused = async (u: User, url: string, body: Record<string, unknown>): Promise<{ msg: string; code?: string }> => {
  const r = await post(u, url, body, { 'accept-language': 'zh-Hans' })
  assert.equal(r.statusCode, 200, url)
  assert.notEqual(r.body.status, 1, `${url} ${JSON.stringify(body)}`)
  assert.ok(r.body.msg.length > 0)
  return { msg: r.body.msg, code: r.body.code }
}
const ops = async <T = Record<string, unknown>>(path: string, body: Record<string, unknown>, headers: Record<string, string> = { 'x-ops-token': OPS_TOKEN }) =>
  env.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })
    .then((r) => ({ statusCode: r.statusCode, body: r.json() as { status: number; code?: string; result: T } }))

/** A stored file's URL as the uploads provider names a user's feedback image. */
const image = (userId: number, n = 1) => `/uploads/feedback-${userId}-${'a'.repeat(20)}${n}.png`
const submit = (u: User, body: Record<string, unknown>) => post<{ id: number }>(u, '/api/userFeedback/submitFeedback', body)

let seq = 0
/** A free-meal order of the user (a seeded deal, a day of its own). */
async function mealOf(u: User): Promise<number> {
  const [deal] = await db().select().from(freeMealDeals).limit(1)
  seq++
  const [row] = await db().insert(freeMealOrders).values({
    orderNo: `FB${String(Date.now()).slice(-8)}${String(seq).padStart(8, '0')}`, userId: u.id, shopId: deal.shopId, dealId: deal.id,
    day: `2025-01-${String((seq % 28) + 1).padStart(2, '0')}`, window: 'am', status: 'approved', orderPriceFen: 3000, rebateFen: 800,
    minOrderFen: 0, expiresAt: clock.now(),
  }).returning({ id: freeMealOrders.id })
  return row.id
}
/** A paid bill (voucher order) of the user. */
async function billOf(u: User): Promise<number> {
  const [v] = await db().select().from(vouchers).limit(1)
  const [row] = await db().insert(businessOrders).values({
    orderNo: `BO${String(Date.now()).slice(-8)}${String(++seq).padStart(8, '0')}`, userId: u.id, voucherId: v.id, shopId: v.shopId,
    quantity: 1, amountFen: 1990, status: 'paid', expiresAt: clock.now(),
  }).returning({ id: businessOrders.id })
  return row.id
}
const list = (u: User) => ok<UserFeedbackListsResult>(u, '/api/userFeedback/lists', { page: 1, limit: 20 })
const detail = (u: User, id: number) => ok<FeedbackDetail>(u, '/api/userFeedback/detail', { id })

describe(`feedback${ON_POSTGRES}`, () => {
  test('submit with an order and images, then list and detail: newest first, the order summed up, waiting', async () => {
    const u = await newUser()
    const meal = await mealOf(u)
    const first = await submit(u, { type: 'order', content: '  订单一直显示审核中，请帮忙看看  ', images: [image(u.id, 1), image(u.id, 2)], order_id: meal, contact: ' 13800000000 ' })
    assert.equal(first.body.status, 1, first.body.msg)
    assert.equal(first.body.msg, '提交成功，感谢你的反馈')
    later(60_000)
    const bill = await billOf(u)
    const second = await ok<{ id: number }>(u, '/api/userFeedback/submitFeedback', { type: 'suggestion', content: '希望可以按距离排序', images: [], order_id: bill, order_kind: 'bill' })

    const mine = await list(u)
    assert.deepEqual(mine.list.map((f) => f.id), [second.id, first.body.result.id])
    assert.equal(mine.total, 2)
    assert.deepEqual(mine.list.map((f) => [f.status, f.unread, f.reply]), [['waiting', false, null], ['waiting', false, null]])

    const d = await detail(u, first.body.result.id)
    assert.equal(d.content, '订单一直显示审核中，请帮忙看看')
    assert.equal(d.contact, '13800000000')
    assert.equal(d.type, 'order')
    assert.deepEqual(d.images, [image(u.id, 1), image(u.id, 2)])
    assert.equal(d.order?.kind, 'free_meal')
    assert.equal(d.order?.id, meal)
    assert.equal(d.order?.amount, '8.00')
    assert.deepEqual(d.replies, [])
    const b = await detail(u, second.id)
    assert.equal(b.order?.kind, 'bill')
    assert.equal(b.order?.amount, '19.90')
    assert.equal(b.contact, null)
  })

  test("another user's feedback is neither listed nor readable: refused as a missing one", async () => {
    const [a, b] = [await newUser(), await newUser()]
    const { id } = await ok<{ id: number }>(a, '/api/userFeedback/submitFeedback', { type: 'other', content: '这是我的反馈内容', images: [] })
    assert.deepEqual((await list(b)).list, [])
    const foreign = await refused(b, '/api/userFeedback/detail', { id })
    const missing = await refused(b, '/api/userFeedback/detail', { id: 2_000_000_000 })
    assert.deepEqual(foreign, missing)
    assert.equal(foreign.msg, '反馈不存在')
  })

  test('bad input is refused with a message and nothing is stored', async () => {
    const [u, other] = [await newUser(), await newUser()]
    const othersMeal = await mealOf(other)
    const othersBill = await billOf(other)
    const base = { type: 'account', content: '账号登录不上怎么办', images: [] as string[] }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, content: '' }, /./],
      [{ ...base, content: '   ' }, /./],
      [{ ...base, content: '太短了' }, /5-500/],
      [{ ...base, content: '长'.repeat(501) }, /./],
      [{ ...base, images: Array.from({ length: 10 }, (_, i) => image(u.id, i)) }, /./],
      [{ ...base, images: [image(other.id)] }, /反馈图片无效/],
      [{ ...base, images: [`/uploads/proof-${u.id}-${'b'.repeat(20)}.png`] }, /反馈图片无效/],
      [{ ...base, images: ['https://evil.example.com/x.png'] }, /反馈图片无效/],
      [{ ...base, order_id: othersMeal }, /订单不存在/],
      [{ ...base, order_id: othersBill, order_kind: 'bill' }, /订单不存在/],
      [{ ...base, type: 'rant' }, /./],
      [{ ...base, contact: 'x'.repeat(51) }, /./],
    ]
    for (const [body, msg] of cases) assert.match((await refused(u, '/api/userFeedback/submitFeedback', body)).msg, msg, JSON.stringify(body).slice(0, 80))
    assert.equal((await list(u)).total, 0)
  })

  test('at most 10 a day: the 11th is refused, the next day one goes through', async () => {
    const u = await newUser()
    for (let i = 0; i < 10; i++) await ok(u, '/api/userFeedback/submitFeedback', { content: `第 ${i + 1} 条反馈内容`, images: [] })
    assert.match((await refused(u, '/api/userFeedback/submitFeedback', { content: '第 11 条反馈内容', images: [] })).msg, /今天已提交 10 条反馈/)
    later(24 * 3_600_000)
    await ok(u, '/api/userFeedback/submitFeedback', { content: '第二天的反馈内容', images: [] })
    assert.equal((await list(u)).total, 11)
  })

  test('12 sends in parallel: exactly 10 stored, the others refused by the daily limit', async () => {
    const u = await newUser()
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(u, { content: `并发的第 ${i + 1} 条反馈`, images: [] })))
    assert.equal(answers.filter((r) => r.body.status === 1).length, 10)
    assert.deepEqual(new Set(answers.filter((r) => r.body.status !== 1).map((r) => r.body.code)), new Set(['feedbackTooMany']))
    assert.equal((await list(u)).total, 10)
  })

  test("an operator's reply: replied and unread until the detail is opened, the user notified once; closed takes no reply", async () => {
    const u = await newUser()
    const { id } = await ok<{ id: number }>(u, '/api/userFeedback/submitFeedback', { type: 'rebate', content: '返利什么时候到账？', images: [image(u.id)] })
    later(3_600_000)
    const r = await ops<{ command: string; result: { outcome: string; reply_id: number } }>('/ops/feedback-reply', { id, content: '审核通过后立即到账', author: '客服小饭' })
    assert.equal(r.body.status, 1)
    assert.equal(r.body.result.result.outcome, 'replied')

    const [row] = (await list(u)).list
    assert.deepEqual([row.status, row.unread, row.reply], ['replied', true, '审核通过后立即到账'])
    const d = await detail(u, id)
    assert.deepEqual(d.replies.map((x) => [x.author, x.content]), [['客服小饭', '审核通过后立即到账']])
    assert.equal(d.status, 'replied')
    assert.equal((await list(u)).list[0].unread, false)

    const notes = await db().select().from(notices).where(and(eq(notices.userId, u.id), eq(notices.kind, 'feedbackAnswered')))
    assert.equal(notes.length, 1)
    assert.equal(notes[0].path, `/pagesme/feedback/feedbackdel?id=${id}`)

    const listed = await ops<{ feedbacks: { id: number; replies: number }[] }>('/ops/feedback-list', { status: 'replied', limit: 50 })
    assert.equal(listed.body.result.feedbacks.find((f) => f.id === id)?.replies, 1)
    assert.equal((await ops<{ result: { outcome: string } }>('/ops/feedback-close', { id })).body.result.result.outcome, 'closed')
    assert.equal((await ops<{ result: { outcome: string } }>('/ops/feedback-close', { id })).body.result.result.outcome, 'already_closed')
    assert.equal((await ops<{ result: { outcome: string } }>('/ops/feedback-reply', { id, content: '再补充一句' })).body.result.result.outcome, 'closed')
    assert.equal((await detail(u, id)).status, 'closed')
    assert.equal((await db().select().from(notices).where(and(eq(notices.userId, u.id), eq(notices.kind, 'feedbackAnswered')))).length, 1)
    assert.equal((await ops<{ result: { outcome: string } }>('/ops/feedback-reply', { id: 2_000_000_000, content: '你好' })).body.result.result.outcome, 'not_found')
  })

  test('the demo user 小林 has a feedback about his latest free meal, answered and unread, and one waiting', async () => {
    assert.equal(await seedDemoUsers(db(), clock.now()), true)
    const [xiaolin] = await db().select({ id: users.id }).from(users).where(eq(users.tel, demoTel(0)))
    const u: User = { id: xiaolin.id, token: await issueToken(db(), xiaolin.id, env.config.tokenTtlDays, clock.now()) }
    const mine = await list(u)
    assert.deepEqual(mine.list.map((f) => [f.type, f.status, f.unread]), [['suggestion', 'waiting', false], ['rebate', 'replied', true]])
    const d = await detail(u, mine.list[1].id)
    assert.equal(d.order?.kind, 'free_meal')
    assert.equal(d.replies.length, 1)
  })

  test("a user's token is refused on the operator calls", async () => {
    const u = await newUser()
    for (const path of ['/ops/feedback-list', '/ops/feedback-reply', '/ops/feedback-close']) {
      const body = path === '/ops/feedback-list' ? { status: 'all', limit: 10 } : { id: 1, content: '你好' }
      const tokens: Record<string, string>[] = [{ authorization: `Bearer ${u.token}` }, { 'x-ops-token': u.token }]
      for (const headers of tokens) {
        const r = await ops(path, path === '/ops/feedback-close' ? { id: 1 } : body, headers)
        // as Authorization it is no operator session (401), as x-ops-token a wrong ops token (403)
        const expected = 'authorization' in headers ? [401, 'opsNeedSession'] : [403, 'opsForbidden']
        assert.deepEqual([r.statusCode, r.body.code], expected, path)
      }
    }
  })
})
