import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { MarketingXhsResult } from '@api-types/marketing'
import type { SeedingActivity, SeedingStatusResult } from '@api-types/seedingActivity'
import type { WalletIncomeResult } from '@api-types/wallet'
import { goldLedger, notices, seedingActivities, seedingEntries, walletLedger } from '../src/db/schema'
import { SERVER_MODULES } from '../src/modules'
import { goldBook } from '../src/modules/gold/ledger'
import { parseArgs } from '../src/ops/cli'
import { executeOps, type OpsRequest } from '../src/ops/commands'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { appOnClock, call, checkedUsers, ON_POSTGRES, type User } from './helpers'

// The seeding activity (docs/rules.md "Seeding activity"): apply once, submit a link of the
// activity's platform with the user's own screenshots, the operators' review (the reward once
// under parallel approvals, a refusal with its reason, then a resubmission), the refusals (other
// user_id, wrong host, foreign upload, before applying, after the window), the Xiaohongshu posts,
// and the operator calls closed to a user's token.

const OPS_TOKEN = 'seeding-test-operator-token-0123456789abcdef'
const { env, clock, db, at, post } = appOnClock('2026-03-10 10:30:00', { OPS_TOKEN })
const newUser = checkedUsers(env)
const ops = <T = Record<string, unknown>>(request: OpsRequest) =>
  executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, request) as Promise<T>
const ok = async <T>(u: User, url: string, body: Record<string, unknown> = {}): Promise<T> => {
  const r = await post<T>(u, url, { user_id: u.id, ...body })
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
const refused = async (u: User, url: string, body: Record<string, unknown>, lang = 'zh-Hans') => {
  const r = await post(u, url, { user_id: u.id, ...body }, { 'accept-language': lang })
  assert.equal(r.statusCode, 200, url)
  assert.notEqual(r.body.status, 1, `${url} ${JSON.stringify(body)}`)
  return r.body.msg
}
const seeding = (u: User) => ok<SeedingActivity | null>(u, '/api/seedingActivity/getSeeding')
const shot = (u: User, n = 1) => `/uploads/seeding-${u.id}-${String(n).padStart(32, 'a')}.png`
const LINK = 'https://www.xiaohongshu.com/explore/65f0c0ffee'

/** The only live activity: every other one disabled, this one from a day ago to `end`. */
async function liveActivity(reward: ['gold' | 'cash', number], end = '2026-03-20 00:00:00'): Promise<number> {
  await db().update(seedingActivities).set({ enabled: false })
  const r = await ops<{ outcome: string; activity: { id: number } }>({
    command: 'seeding-activity-save', title: '小红书种草测试', content: '文案 #饭贝', images: ['/banners/fuli.jpg'], rule: '规则',
    reward_kind: reward[0], reward_amount: reward[1], start_time: '2026-03-09 00:00:00', end_time: end,
    platform: '小红书', allowed_hosts: ['xiaohongshu.com', 'xhslink.com'], enabled: true,
  })
  assert.equal(r.outcome, 'created')
  return r.activity.id
}
const entryOf = async (u: User) => (await db().select().from(seedingEntries).where(eq(seedingEntries.userId, u.id)))[0]
const review = (command: 'seeding-approve' | 'seeding-refuse', id: number, reason?: string) =>
  ops<{ result: { outcome: string; state?: string } }>({ command, id, ...(reason ? { reason } : {}) })

describe(`seeding activity${ON_POSTGRES}`, () => {
  test('apply → submit → approve: 500 gold once, the page shows approved, the user notified', async () => {
    at('2026-03-10 10:30:00')
    const id = await liveActivity(['gold', 500])
    const u = await newUser()
    const before = await seeding(u)
    assert.deepEqual([before!.id, before!.status, before!.reward_kind, before!.reward_gold, before!.platform, before!.allowed_hosts],
      [id, 'none', 'gold', 500, '小红书', ['xiaohongshu.com', 'xhslink.com']])
    assert.deepEqual(await ok<SeedingStatusResult>(u, '/api/seedingActivity/apply'), { status: 'applied' })
    assert.deepEqual(await ok<SeedingStatusResult>(u, '/api/seedingActivity/apply'), { status: 'applied' }, 'again: the same answer')
    assert.equal((await db().select().from(seedingEntries).where(eq(seedingEntries.userId, u.id))).length, 1)
    const submitted = await ok<SeedingStatusResult>(u, '/api/seedingActivity/submit', { link: 'http://xhslink.com/a/Ab12', images: [shot(u, 1), shot(u, 2)] })
    assert.deepEqual(submitted, { status: 'submitted' })
    assert.equal(await refused(u, '/api/seedingActivity/submit', { link: LINK, images: [shot(u)] }), '已提交，正在审核中')
    const entry = await entryOf(u)
    assert.equal((await review('seeding-approve', entry.id)).result.outcome, 'approved')
    assert.deepEqual((await review('seeding-approve', entry.id)).result, { id: entry.id, outcome: 'not_submitted', state: 'approved' })
    assert.equal(await goldBook.balance(db(), u.id), 500)
    const rows = await db().select().from(goldLedger).where(and(eq(goldLedger.userId, u.id), eq(goldLedger.kind, 'seeding_reward')))
    assert.deepEqual(rows.map((r) => [r.amount, r.refType, r.refId]), [[500, 'seeding_entry', entry.id]])
    const after = await seeding(u)
    assert.deepEqual([after!.status, after!.link, after!.submitted_images, after!.reject_reason], ['approved', 'http://xhslink.com/a/Ab12', [shot(u, 1), shot(u, 2)], null])
    assert.ok(after!.review_time)
    assert.equal(await refused(u, '/api/seedingActivity/submit', { link: LINK, images: [shot(u)] }), '已审核通过，无需再次提交')
    const notes = await db().select().from(notices).where(eq(notices.userId, u.id))
    assert.deepEqual(notes.map((n) => [n.kind, n.path]), [['seedingApproved', '/challenge/media_promotion']])
  })

  test('the cash reward once under parallel approvals (wallet, in Wallet/income as 种草奖励)', async () => {
    await liveActivity(['cash', 300])
    const u = await newUser()
    await ok(u, '/api/seedingActivity/apply')
    await ok(u, '/api/seedingActivity/submit', { link: LINK, images: [shot(u)] })
    const entry = await entryOf(u)
    const answers = await Promise.all(Array.from({ length: 6 }, () => review('seeding-approve', entry.id)))
    assert.equal(answers.filter((a) => a.result.outcome === 'approved').length, 1, JSON.stringify(answers))
    const prizes = await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'seeding_reward')))
    assert.deepEqual(prizes.map((p) => [p.amountFen, p.refType, p.refId]), [[300, 'seeding_entry', entry.id]])
    const income = await ok<WalletIncomeResult>(u, '/api/Wallet/income', { kind: 'seeding' })
    assert.deepEqual(income.list.map((r) => [r.amount, r.title]), [['3.00', '种草奖励']])
    assert.equal((await db().select().from(notices).where(eq(notices.userId, u.id))).length, 1, 'notified once')
  })

  test('refusals: another user_id, before applying, wrong host, foreign or odd uploads, none, after the window', async () => {
    await liveActivity(['gold', 100], '2026-03-12 00:00:00')
    at('2026-03-10 12:00:00')
    const u = await newUser()
    const v = await newUser()
    for (const path of ['getSeeding', 'apply', 'submit']) {
      const r = await post(u, `/api/seedingActivity/${path}`, { user_id: v.id, link: LINK, images: [shot(v)] })
      assert.deepEqual([r.body.status, r.body.msg, r.body.result], [0, '只能查看和提交自己的种草活动记录', null], path)
    }
    assert.equal(await entryOf(v), undefined, 'nothing written for the other user')
    assert.equal(await refused(u, '/api/seedingActivity/submit', { link: LINK, images: [shot(u)] }), '请先报名种草活动')
    await ok(u, '/api/seedingActivity/apply')
    for (const link of ['https://www.douyin.com/video/1', 'https://xiaohongshu.com.evil.cn/x', 'https://notxiaohongshu.com/x', 'https://evil.cn/?u=xiaohongshu.com']) {
      assert.equal(await refused(u, '/api/seedingActivity/submit', { link, images: [shot(u)] }), '请提交小红书的笔记链接（xiaohongshu.com, xhslink.com）', link)
    }
    assert.match(await refused(u, '/api/seedingActivity/submit', { link: 'https://evil.cn/x', images: [shot(u)] }, 'en'), /Xiaohongshu|小红书/)
    for (const images of [[shot(v)], [`/uploads/proof-${u.id}-${'b'.repeat(32)}.png`], ['https://evil.cn/a.png'], ['/uploads/../x.png'], [shot(u), shot(u)]]) {
      assert.equal(await refused(u, '/api/seedingActivity/submit', { link: LINK, images }), '截图无效，请重新上传', JSON.stringify(images))
    }
    assert.equal(await refused(u, '/api/seedingActivity/submit', { link: LINK, images: [] }), '请上传 1-9 张截图')
    assert.equal((await post(u, '/api/seedingActivity/submit', { user_id: u.id, link: LINK, images: Array.from({ length: 10 }, (_, i) => shot(u, i)) })).body.status, 0)
    assert.equal((await entryOf(u)).state, 'applied', 'nothing taken')
    at('2026-03-12 00:00:00')
    assert.equal(await refused(u, '/api/seedingActivity/submit', { link: LINK, images: [shot(u)] }), '种草活动已结束')
    assert.equal(await refused(v, '/api/seedingActivity/apply', {}), '种草活动已结束')
    assert.equal((await seeding(u))!.status, 'applied', 'an ended activity is still shown with the entry')
    at('2026-04-20 00:00:00')
    const w = await newUser()
    assert.equal(await seeding(w), null, '30 days after its end there is none')
    assert.equal(await refused(w, '/api/seedingActivity/apply', {}), '当前没有种草活动')
  })

  test('refused with a reason, then resubmitted and approved; the reason required', async () => {
    at('2026-03-10 10:30:00')
    await liveActivity(['gold', 200])
    const u = await newUser()
    await ok(u, '/api/seedingActivity/apply')
    await ok(u, '/api/seedingActivity/submit', { link: LINK, images: [shot(u)] })
    const entry = await entryOf(u)
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      const r = await call(env.app, '/ops/seeding-refuse', { id: entry.id, reason }, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
      assert.equal(r.body.status, 0, JSON.stringify(reason))
    }
    assert.throws(() => parseArgs(['seeding-refuse', String(entry.id)], 'zh-Hans'))
    assert.deepEqual(parseArgs(['seeding-refuse', String(entry.id), '--reason', ' 笔记未公开 '], 'zh-Hans'), { request: { command: 'seeding-refuse', id: entry.id, reason: '笔记未公开' } })
    assert.equal((await review('seeding-refuse', entry.id, '笔记未公开')).result.outcome, 'refused')
    const seen = await seeding(u)
    assert.deepEqual([seen!.status, seen!.reject_reason], ['rejected', '笔记未公开'])
    assert.equal((await review('seeding-refuse', entry.id, '再次')).result.outcome, 'not_submitted')
    await ok(u, '/api/seedingActivity/submit', { link: `${LINK}2`, images: [shot(u, 3)] })
    assert.deepEqual([(await seeding(u))!.status, (await seeding(u))!.reject_reason], ['submitted', null])
    const queue = await ops<{ submissions: { id: number; link: string }[] }>({ command: 'seeding-submissions', state: 'submitted', limit: 50 })
    assert.ok(queue.submissions.some((s) => s.id === entry.id && s.link === `${LINK}2`))
    assert.equal((await review('seeding-approve', entry.id)).result.outcome, 'approved')
    assert.equal(await goldBook.balance(db(), u.id), 200)
    const notes = await db().select().from(notices).where(eq(notices.userId, u.id))
    assert.deepEqual(notes.map((n) => n.kind).sort(), ['seedingApproved', 'seedingRefused'])
  })

  test('operators: the activity list and a bad window; a user token is refused on every seeding operator call', async () => {
    const u = await newUser()
    const list = await ops<{ activities: { id: number; enabled: boolean }[] }>({ command: 'seeding-activities' })
    assert.ok(list.activities.length > 0)
    const bad = await ops<{ outcome: string }>({
      command: 'seeding-activity-save', title: 't', content: 'c', images: [], rule: '', reward_kind: 'gold', reward_amount: 1,
      start_time: '2026-03-10 00:00:00', end_time: '2026-03-09 00:00:00', platform: '小红书', allowed_hosts: ['xiaohongshu.com'], enabled: true,
    })
    assert.equal(bad.outcome, 'bad_window')
    assert.deepEqual(parseArgs(['seeding-activity-save', '--title', 'T', '--content', 'C', '--reward-cash', '2.5', '--start', '2026-03-01 00:00:00',
      '--end', '2026-04-01 00:00:00', '--platform', '小红书', '--hosts', 'XiaoHongShu.com, xhslink.com', '--enabled', 'no'], 'en'), {
      request: {
        command: 'seeding-activity-save', title: 'T', content: 'C', images: [], rule: '', reward_kind: 'cash', reward_amount: 250,
        start_time: '2026-03-01 00:00:00', end_time: '2026-04-01 00:00:00', platform: '小红书', allowed_hosts: ['xiaohongshu.com', 'xhslink.com'], enabled: false,
      },
    })
    assert.throws(() => parseArgs(['seeding-activity-save', '--title', 'T', '--content', 'C', '--reward-gold', '5', '--reward-cash', '1'], 'en'), /--/)
    for (const path of ['seeding-activities', 'seeding-activity-save', 'seeding-submissions', 'seeding-approve', 'seeding-refuse']) {
      const r = await call(env.app, `/ops/${path}`, { id: 1, reason: 'x' }, { token: u.token })
      // a user's token is no operator session
      assert.deepEqual([r.statusCode, r.body.code], [401, 'opsNeedSession'], path)
    }
  })

  test('marketing/getMarketingXhs: the seeded posts, logged out too', async () => {
    const r = await call<MarketingXhsResult>(env.app, '/api/marketing/getMarketingXhs', {})
    assert.equal(r.body.status, 1)
    assert.equal(r.body.result.length, 3)
    assert.ok(r.body.result.every((p) => p.title && p.content && p.images.length > 0 && p.tags.length > 0))
  })
})
