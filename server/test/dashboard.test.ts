import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { CallResult as Result } from '@api-types/contract'
import { OPS_SESSION_HEADER } from '@api-types/ops/operator'
import type { dashboardOps } from '@api-types/ops/dashboard'
import { businessOrders, cashOuts, feedbacks, freeMealDeals, freeMealOrders, memberOrders, memberTypes, referrals, signIns, users, vouchers } from '../src/db/schema'
import { LANGS } from '../src/i18n'
import { totpCode } from '../src/modules/operator/service'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { appOnClock, call, ON_POSTGRES } from './helpers'

// The dashboard (/ops/dashboard; docs/console.md "Dashboard"): events seeded on known Asia/Shanghai
// days (either side of a midnight) show on their day's figures, today's queues count what waits,
// every role may read it, a user's token may not, and a range out of 7-90 is refused.

type Dashboard = Result<typeof dashboardOps.dashboard>
const OPS_TOKEN = 'dashboard-test-operator-token-0123456789abcdef'
const { env, clock, db } = appOnClock('2026-03-10 10:30:00', { OPS_TOKEN })
const asToken = (body: Record<string, unknown>, lang?: string) =>
  call<Dashboard>(env.app, '/ops/dashboard', body, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, ...(lang ? { lang } : {}) })
const read = async (days?: number): Promise<Dashboard> => {
  const r = await asToken(days === undefined ? {} : { days })
  assert.equal(r.body.status, 1, JSON.stringify(r.body))
  return r.body.result
}
/** Shanghai wall time → the instant. */
const sh = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`)

let seq = 0
async function newUser(createdAt: Date): Promise<number> {
  seq++
  const [row] = await db().insert(users).values({ tel: `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`, nickname: `看板${seq}`, createdAt })
    .returning({ id: users.id })
  return row.id
}

describe(`dashboard${ON_POSTGRES}`, () => {
  test('each event counts on its Shanghai day, today last; the queues count what waits', async () => {
    const before = await read(7)
    assert.equal(before.days.length, 7)
    assert.deepEqual([before.from, before.days[0].day, before.today.day], ['2026-03-04', '2026-03-04', '2026-03-10'])
    assert.equal((await read()).days.length, 30)

    // yesterday 23:30 and today 00:10, Shanghai: either side of midnight (UTC: both on the 9th)
    const u1 = await newUser(sh('2026-03-09 23:30:00'))
    const u2 = await newUser(sh('2026-03-10 00:10:00'))
    const [deal] = await db().select().from(freeMealDeals).limit(1)
    const meal = { shopId: deal.shopId, dealId: deal.id, window: 'am', orderPriceFen: 3000, minOrderFen: 0, expiresAt: clock.now() }
    await db().insert(freeMealOrders).values([
      { ...meal, orderNo: `DB${seq}A${process.pid}`, userId: u1, day: '2026-03-09', status: 'approved', rebateFen: 800,
        createdAt: sh('2026-03-09 23:59:00'), reviewedAt: sh('2026-03-10 00:05:00') },
      { ...meal, orderNo: `DB${seq}B${process.pid}`, userId: u2, day: '2026-03-10', status: 'uploaded', rebateFen: 500, createdAt: sh('2026-03-10 09:00:00') },
    ])
    const [v] = await db().select().from(vouchers).limit(1)
    await db().insert(businessOrders).values({
      orderNo: `DBV${seq}${process.pid}`, userId: u1, voucherId: v.id, shopId: v.shopId, quantity: 1, amountFen: 1990, status: 'paid',
      expiresAt: clock.now(), paidAt: sh('2026-03-10 08:00:00'), createdAt: sh('2026-03-10 07:59:00'),
    })
    const [mt] = await db().select().from(memberTypes).limit(1)
    await db().insert(memberOrders).values({
      orderNo: `DBM${seq}${process.pid}`, userId: u2, memberTypeId: mt.id, memberTypeName: mt.name, days: 30, amountFen: 2990, payType: 3,
      status: 'paid', expiresAt: clock.now(), paidAt: sh('2026-03-08 12:00:00'), createdAt: sh('2026-03-08 11:59:00'),
    })
    await db().insert(cashOuts).values([
      { userId: u1, amountFen: 5000, status: 'paid', createdAt: sh('2026-03-09 10:00:00'), decidedAt: sh('2026-03-10 09:30:00') },
      { userId: u2, amountFen: 1000, status: 'pending', createdAt: sh('2026-03-10 09:40:00') },
    ])
    await db().insert(signIns).values([
      { userId: u1, day: '2026-03-10', streak: 1, gold: 10 },
      { userId: u2, day: '2026-03-09', streak: 1, gold: 10, madeUp: true },
    ])
    await db().insert(referrals).values({ inviteeId: u2, inviterId: u1, source: 1, boundAt: sh('2026-03-10 00:20:00') })
    await db().insert(feedbacks).values({ userId: u1, type: 'other', content: '看板测试', updatedAt: clock.now() })

    const after = await read(7)
    const delta = (day: string) => {
      const a = after.days.find((d) => d.day === day)!, b = before.days.find((d) => d.day === day)!
      const fen = (t: string) => Math.round(Number(t) * 100)
      return {
        grabs: a.grabs - b.grabs, approvals: a.approvals - b.approvals, rebates: fen(a.rebates) - fen(b.rebates),
        voucher: [a.voucher_orders - b.voucher_orders, fen(a.voucher_gmv) - fen(b.voucher_gmv)],
        member: [a.member_orders - b.member_orders, fen(a.member_gmv) - fen(b.member_gmv)],
        cash_outs: [a.cash_outs - b.cash_outs, fen(a.cash_out_amount) - fen(b.cash_out_amount)],
        sign_ins: a.sign_ins - b.sign_ins, new_users: a.new_users - b.new_users, invitations: a.invitations - b.invitations,
      }
    }
    assert.deepEqual(delta('2026-03-10'), {
      grabs: 1, approvals: 1, rebates: 800, voucher: [1, 1990], member: [0, 0], cash_outs: [1, 5000], sign_ins: 1, new_users: 1, invitations: 1,
    })
    assert.deepEqual(delta('2026-03-09'), {
      grabs: 1, approvals: 0, rebates: 0, voucher: [0, 0], member: [0, 0], cash_outs: [0, 0], sign_ins: 1, new_users: 1, invitations: 0,
    })
    assert.deepEqual(delta('2026-03-08').member, [1, 2990])
    assert.deepEqual(after.today, after.days[6])
    assert.match(after.today.rebates, /^\d+\.\d{2}$/)
    assert.deepEqual({
      proofs: after.queue.proofs - before.queue.proofs, cash_outs_pending: after.queue.cash_outs_pending - before.queue.cash_outs_pending,
      feedback_open: after.queue.feedback_open - before.queue.feedback_open,
    }, { proofs: 1, cash_outs_pending: 1, feedback_open: 1 })

    // the next day: today moves on, yesterday keeps its figures
    clock.set(sh('2026-03-11 08:00:00'))
    const next = await read(7)
    assert.equal(next.today.day, '2026-03-11')
    assert.deepEqual(next.days[5], after.days[6])
  })

  test('every role may read it; a user token may not; a range out of 7-90 is refused in every language', async () => {
    for (const [i, role] of (['reviewer', 'finance', 'content'] as const).entries()) {
      const made = await call<{ operator: { username: string }; password: string; totp_secret: string }>(env.app, '/ops/operator-create',
        { username: `dash${i}_${process.pid % 1000}`, name: `看板${i}`, role }, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
      assert.equal(made.body.status, 1, JSON.stringify(made.body))
      clock.advance(30_000)
      const { operator, password, totp_secret: secret } = made.body.result
      const login = await call<{ token: string }>(env.app, '/ops/operator-login', { username: operator.username, password, code: totpCode(secret, clock.now()) })
      assert.equal(login.body.status, 1, JSON.stringify(login.body))
      const r = await call<Dashboard>(env.app, '/ops/dashboard', { days: 30 }, { headers: { [OPS_SESSION_HEADER]: login.body.result.token } })
      assert.equal(r.body.status, 1, `${role}: ${JSON.stringify(r.body)}`)
      assert.equal(r.body.result.days.length, 30)
    }
    const user = await call(env.app, '/ops/dashboard', {}, { headers: { authorization: 'Bearer not-an-operator' } })
    assert.equal(user.statusCode, 401)
    for (const days of [6, 91, 0, 30.5, '30']) {
      for (const lang of LANGS) {
        const r = await asToken({ days }, lang)
        assert.notEqual(r.body.status, 1, `days ${days}`)
        assert.ok(r.statusCode < 500 && r.body.msg.length > 0, `days ${days} ${lang}`)
      }
    }
    assert.notEqual((await asToken({ days: 7, from: '2026-01-01' })).body.status, 1)
  })
})
