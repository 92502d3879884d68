import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { BlindBox, BlindBoxConfig, BlindBoxHelpResult, BlindBoxMine, BlindBoxView } from '@api-types/blindBox'
import type { OpsBlindBoxContent } from '@api-types/ops/blindBox'
import type { WalletIncomeResult } from '@api-types/wallet'
import { blindBoxes, blindBoxHelpDays, goldLedger, users, walletLedger } from '../src/db/schema'
import { SERVER_MODULES } from '../src/modules'
import { draw, oddsText } from '../src/modules/blindBox/settings'
import { executeOps, type OpsRequest } from '../src/ops/commands'
import { appOnClock, assertGoldConsistent, assertWalletConsistent, call, createUser, ON_POSTGRES, type User } from './helpers'

// Blind boxes with friends' help (docs/rules.md "Blind boxes"): the published settings, a box
// started once at a time, a friend's help once per box and never one's own (also in parallel), the
// daily cap under parallel helps, the opening exactly once when the last helpers arrive together,
// the prize granted once and every balance equal to its ledger, the lapse, the operators' settings
// and bad input refused.

const { env, clock, db, later, post } = appOnClock('2026-03-10 10:30:00')
const HOUR = 3_600_000
const ops = <T = Record<string, unknown>>(request: OpsRequest) =>
  executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, request) as Promise<T>
const settings = (body: Record<string, unknown>) => ops({ command: 'blind-box-settings', ...body })

/** A user registered `hoursAgo` before the clock (a new user within 24 hours). */
async function person(hoursAgo = 48): Promise<User> {
  const u = await createUser(env)
  await db().update(users).set({ createdAt: new Date(clock.now().getTime() - hoursAgo * HOUR) }).where(eq(users.id, u.id))
  return u
}
const ok = async <T>(u: User | null, url: string, body: Record<string, unknown> = {}): Promise<T> => {
  const r = u ? await post<T>(u, url, body) : await call<T>(env.app, url, body)
  assert.equal(r.body.status, 1, `${url}: ${r.body.msg}`)
  return r.body.result
}
const start = (u: User) => ok<BlindBox>(u, '/api/blindBox/start')
const help = (u: User, code: string) => post<BlindBoxHelpResult>(u, '/api/blindBox/help', { code })
const codeOf = (r: { body: { status: number; code?: string } }) => (r.body.status === 1 ? 'ok' : r.body.code)
const prizeRows = async (boxId: number) => {
  const gold = await db().select().from(goldLedger).where(and(eq(goldLedger.refType, 'blind_box'), eq(goldLedger.refId, boxId)))
  const cash = await db().select().from(walletLedger).where(and(eq(walletLedger.refType, 'blind_box'), eq(walletLedger.refId, boxId)))
  return [...gold, ...cash]
}
const consistent = async (...us: User[]) => {
  for (const u of us) {
    await assertWalletConsistent(env, u.id)
    await assertGoldConsistent(env, u.id)
  }
}
const DEMO_CONTENTS: OpsBlindBoxContent[] = [
  { kind: 'gold', amount: 50, weight: 50 }, { kind: 'gold', amount: 200, weight: 30 },
  { kind: 'cash', amount: 100, weight: 15 }, { kind: 'cash', amount: 500, weight: 5 },
]
/** Settings for a test: 3 points, cap 3, no doubling, 24 hours, the demo contents unless given. */
const plain = (extra: Record<string, unknown> = {}) =>
  settings({ helpers_needed: 3, daily_help_cap: 3, new_user_double: false, lifetime_hours: 24, contents: DEMO_CONTENTS, ...extra })

describe(`blind boxes${ON_POSTGRES}`, () => {
  test('the seeded settings are published with their odds as percentages; the draw follows the weights', async () => {
    const config = await ok<BlindBoxConfig>(null, '/api/blindBox/config')
    assert.deepEqual(config, {
      helpers_needed: 3, daily_help_cap: 3, new_user_double: true, new_user_hours: 24, lifetime_hours: 24,
      contents: [
        { kind: 'gold', amount: '50', odds: '50%' }, { kind: 'gold', amount: '200', odds: '30%' },
        { kind: 'cash', amount: '1.00', odds: '15%' }, { kind: 'cash', amount: '5.00', odds: '5%' },
      ],
    })
    assert.equal(oddsText(1, 3), '33.33%')
    assert.equal(oddsText(2, 3), '66.67%')
    // each ticket of the weights' range falls on its content
    const tickets = Array.from({ length: 100 }, (_, i) => draw(DEMO_CONTENTS, () => i))
    assert.equal(tickets.filter((c) => c.amount === 50).length, 50)
    assert.equal(tickets.filter((c) => c.amount === 200).length, 30)
    assert.equal(tickets.filter((c) => c.amount === 100).length, 15)
    assert.equal(tickets.filter((c) => c.amount === 500).length, 5)
  })

  test('one open box at a time; the owner cannot help it; a friend sees it masked and helps once', async () => {
    await plain()
    const [a, b] = [await person(), await person()]
    const box = await start(a)
    assert.equal(box.status, 'open')
    assert.equal(box.helpers_needed, 3)
    assert.match(box.code, /^[A-Z2-9]{10}$/)
    const again = await post(a, '/api/blindBox/start')
    assert.equal(codeOf(again), 'blindBoxAlreadyOpen')
    assert.equal(codeOf(await help(a, box.code)), 'blindBoxOwn')
    const own = await ok<BlindBoxView>(a, '/api/blindBox/view', { box_id: box.id })
    assert.deepEqual([own.is_owner, own.can_help, own.reason], [true, false, 'own'])

    const guest = await ok<BlindBoxView>(null, '/api/blindBox/view', { code: box.code })
    assert.deepEqual([guest.can_help, guest.reason, guest.progress, guest.helpers_needed], [false, 'login', 0, 3])
    assert.match(guest.owner.nickname, /\*\*/)
    assert.deepEqual(Object.keys(guest.owner).sort(), ['avatar', 'nickname'], 'no id or phone of the owner in a friend\'s view')
    const before = await ok<BlindBoxView>(b, '/api/blindBox/view', { code: box.code.toLowerCase() })
    assert.deepEqual([before.can_help, before.reason, before.my_points], [true, null, 1])

    const first = await help(b, box.code)
    assert.deepEqual(first.body.result, { points: 1, progress: 1, helpers_needed: 3, opened: false })
    assert.equal(first.body.msg, '助力成功')
    assert.equal(codeOf(await help(b, box.code)), 'blindBoxHelped')
    const after = await ok<BlindBoxView>(b, '/api/blindBox/view', { code: box.code })
    assert.deepEqual([after.can_help, after.reason, after.progress, after.helpers.length], [false, 'helped', 1, 1])
    // a box by id is its owner's only
    assert.equal(codeOf(await post(b, '/api/blindBox/view', { box_id: box.id })), 'blindBoxNotFound')
    const mine = await ok<BlindBoxMine>(a, '/api/blindBox/mine')
    assert.equal(mine.current?.id, box.id)
    assert.equal(mine.current?.helpers[0].points, 1)
  })

  test('a friend helping twice at once counts once', async () => {
    await plain({ helpers_needed: 10 })
    const [a, b] = [await person(), await person()]
    const box = await start(a)
    const answers = await Promise.all(Array.from({ length: 8 }, () => help(b, box.code)))
    assert.equal(answers.filter((r) => r.body.status === 1).length, 1)
    assert.ok(answers.every((r) => r.statusCode === 200 && (r.body.status === 1 || r.body.code === 'blindBoxHelped')), JSON.stringify(answers.map((r) => r.body)))
    const [row] = await db().select().from(blindBoxes).where(eq(blindBoxes.id, box.id))
    assert.equal(row.progress, 1)
    const [day] = await db().select().from(blindBoxHelpDays).where(eq(blindBoxHelpDays.helperId, b.id))
    assert.equal(day.count, 1, 'the refused ones are not counted against the daily cap')
  })

  test('the box opens exactly once when the last helpers arrive together; the prize is granted once and the books match', async () => {
    await plain()
    for (let round = 0; round < 4; round++) {
      const a = await person()
      const box = await start(a)
      for (let i = 0; i < 2; i++) assert.equal((await help(await person(), box.code)).body.status, 1)
      const last = await Promise.all(Array.from({ length: 5 }, async () => help(await person(), box.code)))
      const opened = last.filter((r) => r.body.status === 1)
      assert.equal(opened.length, 1, JSON.stringify(last.map((r) => r.body)))
      assert.equal(opened[0].body.result.opened, true)
      assert.ok(last.filter((r) => r.body.status !== 1).every((r) => r.body.code === 'blindBoxOpened'))
      const rows = await prizeRows(box.id)
      assert.equal(rows.length, 1, 'one ledger row for the prize')
      const [stored] = await db().select().from(blindBoxes).where(eq(blindBoxes.id, box.id))
      assert.deepEqual([stored.status, stored.progress, stored.prizeAmount], ['opened', 3, Math.abs(rows[0].kind === 'blind_box' ? (rows[0] as { amount: number }).amount : (rows[0] as { amountFen: number }).amountFen)])
      const mine = await ok<BlindBoxMine>(a, '/api/blindBox/mine')
      assert.equal(mine.current, null)
      assert.equal(mine.past[0].status, 'opened')
      assert.ok(mine.past[0].prize)
      assert.equal(mine.past[0].helpers.length, 3)
      const late = await help(await person(), box.code)
      assert.equal(codeOf(late), 'blindBoxOpened')
      await consistent(a)
      // a new box after the opening
      await start(a)
    }
  })

  test('a cash prize is wallet income of its own kind', async () => {
    await plain({ helpers_needed: 1, contents: [{ kind: 'cash', amount: 188, weight: 1 }] })
    const [a, b] = [await person(), await person()]
    const box = await start(a)
    assert.deepEqual(box.contents, [{ kind: 'cash', amount: '1.88', odds: '100%' }])
    assert.equal((await help(b, box.code)).body.result.opened, true)
    const income = await ok<WalletIncomeResult>(a, '/api/Wallet/income', { kind: 'blind_box' })
    assert.equal(income.list.length, 1)
    assert.deepEqual([income.list[0].amount, income.list[0].title, income.amount], ['1.88', '盲盒奖金', '1.88'])
    const mine = await ok<BlindBoxMine>(a, '/api/blindBox/mine')
    assert.deepEqual(mine.past[0].prize, { kind: 'cash', amount: '1.88' })
    await consistent(a, b)
  })

  test('the daily cap holds under parallel helps and starts again the next day', async () => {
    await plain({ daily_help_cap: 3 })
    const helper = await person()
    const owners = await Promise.all(Array.from({ length: 7 }, () => person()))
    const boxes = await Promise.all(owners.map((o) => start(o)))
    const answers = await Promise.all(boxes.map((b) => help(helper, b.code)))
    assert.equal(answers.filter((r) => r.body.status === 1).length, 3)
    const refused = answers.filter((r) => r.body.status !== 1)
    assert.ok(refused.every((r) => r.body.code === 'blindBoxDailyCap' && r.body.msg.includes('3')))
    const helpedBoxes = new Set(answers.flatMap((r, i) => (r.body.status === 1 ? [boxes[i].id] : [])))
    const other = boxes.find((b) => !helpedBoxes.has(b.id))!
    const view = await ok<BlindBoxView>(helper, '/api/blindBox/view', { code: other.code })
    assert.equal(view.reason, 'daily_cap')
    later(20 * HOUR)
    assert.equal((await help(helper, other.code)).body.status, 1, 'a new Shanghai day')
  })

  test('a new user\'s help counts double when the settings say so', async () => {
    await plain({ new_user_double: true })
    const [a, fresh, old] = [await person(), await person(1), await person(30)]
    const box = await start(a)
    assert.equal(box.new_user_double, true)
    assert.equal((await ok<BlindBoxView>(fresh, '/api/blindBox/view', { code: box.code })).my_points, 2)
    assert.deepEqual((await help(fresh, box.code)).body.result, { points: 2, progress: 2, helpers_needed: 3, opened: false })
    assert.deepEqual((await help(old, box.code)).body.result, { points: 1, progress: 3, helpers_needed: 3, opened: true })
    // a second new user on a nearly full box: progress stops at the number
    const box2 = await start(await person())
    assert.equal((await help(old, box2.code)).body.status, 1)
    assert.equal((await help(old, box2.code)).body.code, 'blindBoxHelped')
    await help(await person(2), box2.code)
    const [row] = await db().select().from(blindBoxes).where(eq(blindBoxes.id, box2.id))
    assert.deepEqual([row.status, row.progress], ['opened', 3])
  })

  test('an unopened box lapses after its lifetime: no help, swept as expired, a new one may start', async () => {
    await plain({ lifetime_hours: 2 })
    const [a, b] = [await person(), await person()]
    const box = await start(a)
    later(2 * HOUR)
    assert.equal(codeOf(await help(b, box.code)), 'blindBoxExpired')
    assert.equal((await ok<BlindBoxView>(b, '/api/blindBox/view', { code: box.code })).reason, 'expired')
    const expire = await ops<{ swept: { name: string; count: number }[] }>({ command: 'expire' })
    assert.ok(JSON.stringify(expire).includes('blind_boxes'))
    const [row] = await db().select().from(blindBoxes).where(eq(blindBoxes.id, box.id))
    assert.equal(row.status, 'expired')
    assert.equal((await prizeRows(box.id)).length, 0)
    const next = await start(a)
    assert.notEqual(next.id, box.id)
  })

  test('help records: received by my boxes and given by me, masked and paged', async () => {
    await plain({ helpers_needed: 5 })
    const [a, b, c] = [await person(), await person(), await person()]
    const box = await start(a)
    await help(b, box.code)
    await help(c, box.code)
    const received = await ok<{ list: { user: { nickname: string }; box_id: number; points: number }[]; total: number; more: boolean }>(a, '/api/blindBox/helps', { side: 'received', limit: 1 })
    assert.deepEqual([received.total, received.list.length, received.more, received.list[0].box_id], [2, 1, true, box.id])
    assert.match(received.list[0].user.nickname, /\*\*/)
    const given = await ok<{ list: { box_id: number; box_status: string }[]; total: number }>(b, '/api/blindBox/helps', { side: 'given' })
    assert.deepEqual([given.total, given.list[0].box_id, given.list[0].box_status], [1, box.id, 'open'])
  })

  test('operators view and change the settings; a running box keeps its own', async () => {
    await plain()
    const a = await person()
    const box = await start(a)
    const viewed = await settings({}) as { result: { outcome: string; settings: { helpers_needed: number; contents: { odds: string }[] } } }
    assert.equal(viewed.result.outcome, 'viewed')
    const changed = await settings({ helpers_needed: 5, contents: [{ kind: 'gold', amount: 10, weight: 1 }, { kind: 'gold', amount: 20, weight: 2 }] }) as typeof viewed
    assert.equal(changed.result.outcome, 'changed')
    assert.deepEqual(changed.result.settings.contents.map((c) => c.odds), ['33.33%', '66.67%'])
    const config = await ok<BlindBoxConfig>(null, '/api/blindBox/config')
    assert.equal(config.helpers_needed, 5)
    const mine = await ok<BlindBoxMine>(a, '/api/blindBox/mine')
    assert.equal(mine.current?.helpers_needed, 3)
    assert.equal(mine.current?.id, box.id)
    assert.equal(mine.current?.contents.length, 4)
    await plain()
  })

  test('bad input is refused with a message, never a 500', async () => {
    const a = await person()
    const cases: [string, Record<string, unknown>][] = [
      ['/api/blindBox/help', {}], ['/api/blindBox/help', { code: 'a b' }], ['/api/blindBox/help', { code: 'x'.repeat(40) }],
      ['/api/blindBox/help', { code: 12 }], ['/api/blindBox/view', { box_id: 0 }], ['/api/blindBox/view', { box_id: 'x' }],
      ['/api/blindBox/helps', { side: 'both' }], ['/api/blindBox/helps', { page: 0 }], ['/api/blindBox/helps', { limit: 500 }],
    ]
    for (const [url, body] of cases) {
      const r = await post(a, url, body)
      assert.equal(r.statusCode, 200, `${url} ${JSON.stringify(body)}`)
      assert.equal(r.body.status, 0)
      assert.ok(r.body.msg)
    }
    assert.equal(codeOf(await post(a, '/api/blindBox/view', {})), 'blindBoxNeedCode')
    assert.equal(codeOf(await post(a, '/api/blindBox/help', { code: 'ZZZZZZZZZZ' })), 'blindBoxNotFound')
    assert.equal((await call(env.app, '/api/blindBox/help', { code: 'ZZZZZZZZZZ' })).body.status, -1, 'help needs a login')
    const en = await call(env.app, '/api/blindBox/help', { code: 'ZZZZZZZZZZ' }, { token: a.token, lang: 'en' })
    assert.equal(en.body.msg, 'This blind box does not exist')
    const total = await db().select({ n: sql<number>`count(*)` }).from(blindBoxes).where(eq(blindBoxes.userId, a.id))
    assert.equal(Number(total[0].n), 0)
  })
})
