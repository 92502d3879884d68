import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import type { FreeMealOrder } from '@api-types/order'
import type { OpsReviewRow, ReviewSignal } from '@api-types/ops/order'
import { ManualClock } from '../src/clock'
import { cities, freeMealDeals, freeMealOrders, proofHashes, referrals, shopCategories, shops } from '../src/db/schema'
import { LANGS } from '../src/i18n'
import { parseShanghaiTime } from '../src/lib'
import { SERVER_MODULES } from '../src/modules'
import { backfillProofHashes, hammingDistance, hashImage, PROOF_HASH_MAX_DISTANCE, proofHashesIdle } from '../src/modules/order/proofHash'
import { executeOps } from '../src/ops/commands'
import { parseArgs, render } from '../src/ops/cli'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { call, createUser, ON_POSTGRES, setup, type TestEnv, type User } from './helpers'

// The proof review queue (/ops/order-review, docs/server.md "Proof review"): the rows' order, deal,
// shop and user history, and the fraud signals (docs/rules.md "Proof review signals"): the same
// platform order number, the same screenshot by its perceptual hash (as is, re-encoded and
// resized), many accounts on one device or one client address. Images are drawn here.

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
const clock = new ManualClock(parseShanghaiTime('2026-03-10 11:00:00'))
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public')
let env: TestEnv
let categoryId: number
let cityId: number
const db = () => env.database.db

/** A phone screenshot of sorts: a header bar, blocks and text-like lines, drawn from a seed. */
function screenshot(seed: number, width = 360, height = 640): { width: number; height: number; data: Buffer } {
  let s = seed
  const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32)
  const data = Buffer.alloc(width * height * 4, 255)
  const fill = (x0: number, y0: number, w: number, h: number, rgb: number[]) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) data.set([...rgb, 255], (y * width + x) * 4)
    }
  }
  fill(0, 0, width, 60, [255, 200 * rnd(), 40])
  for (let i = 0; i < 14; i++) fill(Math.floor(rnd() * width), 60 + Math.floor(rnd() * (height - 60)), 40 + Math.floor(rnd() * 200), 20 + Math.floor(rnd() * 120), [255 * rnd(), 255 * rnd(), 255 * rnd()])
  for (let y = 80; y < height; y += 24) fill(16, y, Math.floor(100 + rnd() * 220), 6, [60, 60, 60])
  return { width, height, data }
}

const png = (img: ReturnType<typeof screenshot>) => PNG.sync.write(Object.assign(new PNG({ width: img.width, height: img.height }), { data: img.data }))

/** The image shrunk by `scale` (nearest pixel) and saved as a JPEG of `quality`: a re-encoded copy. */
function resizedJpeg(img: ReturnType<typeof screenshot>, scale: number, quality: number): Buffer {
  const width = Math.round(img.width * scale)
  const height = Math.round(img.height * scale)
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (Math.min(img.height - 1, Math.floor(y / scale)) * img.width + Math.min(img.width - 1, Math.floor(x / scale))) * 4
      img.data.copy(data, (y * width + x) * 4, from, from + 4)
    }
  }
  return jpeg.encode({ width, height, data }, quality).data
}

before(async () => {
  env = await setup({ OPS_TOKEN }, { seed: false, clock })
  ;[{ id: cityId }] = await db().insert(cities).values({ code: 'review-city', name: '审核市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
  ;[{ id: categoryId }] = await db().insert(shopCategories).values({ name: '快餐' }).returning({ id: shopCategories.id })
})
after(async () => { await env.close() })

let shopSeq = 0
async function dealShop(deal: Partial<typeof freeMealDeals.$inferInsert> = {}): Promise<number> {
  shopSeq++
  const [s] = await db().insert(shops).values({
    name: `审核店${shopSeq}`, logo: '/shops/logo.png', categoryId, cityId, address: `审核路${shopSeq}号`, latitude: 26.6, longitude: 106.7,
  }).returning({ id: shops.id })
  await db().insert(freeMealDeals).values({
    shopId: s.id, orderPriceFen: 2500, rebateFen: 2000, memberRebateFen: 2200, minOrderFen: 2000, amQuota: 5, pmQuota: 3, rules: '实付满20元', ...deal,
  })
  return s.id
}

/** Uploads an image as proof through the server (placeUpload), answers its URL. */
async function upload(user: User, data: Buffer, type: string): Promise<string> {
  const form = new FormData()
  form.append('purpose', 'proof')
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'proof')
  const body = new Response(form)
  const res = await env.app.inject({
    method: 'POST', url: '/api/user/placeUpload', payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type')!, authorization: `Bearer ${user.token}` },
  })
  const answer = res.json() as { status: number; msg: string; result: { url: string } }
  assert.equal(answer.status, 1, answer.msg)
  return answer.result.url
}

/** Grabs the shop's deal and submits proof from an address: answers the order. */
async function proofOrder(user: User, shopId: number, platformOrderNo: string, images: string[], ip: string): Promise<FreeMealOrder> {
  const grabbed = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: shopId }, { token: user.token })
  assert.equal(grabbed.body.status, 1, grabbed.body.msg)
  const sent = await call<FreeMealOrder>(env.app, '/api/order/submitProof', { id: grabbed.body.result!.id, platform_order_no: platformOrderNo, images }, { token: user.token, ip })
  assert.equal(sent.body.status, 1, sent.body.msg)
  return sent.body.result!
}

const ops = <T>(url: string, body: unknown, lang?: string) => call<T>(env.app, url, body, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, lang })
type Page = { command: 'order-review'; rows: OpsReviewRow[]; next: number | null }
const review = async (body: Record<string, unknown> = {}) => {
  const r = await ops<Page>('/ops/order-review', body)
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result!
}
const rowOf = (page: Page, orderId: number) => page.rows.find((r) => r.order.id === orderId)!
const codes = (row: OpsReviewRow) => row.signals.map((s) => s.code)
const of = <C extends ReviewSignal['code']>(row: OpsReviewRow, code: C) => row.signals.filter((s): s is Extract<ReviewSignal, { code: C }> => s.code === code)

describe(`the proof review queue${ON_POSTGRES}`, () => {
  const original = screenshot(7)
  const other = screenshot(99)
  let a: User, b: User, c: User, d: User, e: User
  let orderA: FreeMealOrder, orderB: FreeMealOrder, orderC: FreeMealOrder, orderD: FreeMealOrder, orderE: FreeMealOrder
  let approvedA: FreeMealOrder
  let shopId: number

  before(async () => {
    ;[a, b, c, d, e] = await Promise.all([createUser(env), createUser(env), createUser(env), createUser(env), createUser(env)])
    shopId = await dealShop()
    // a's history: an approved order of another shop, a cancelled grab of a third
    approvedA = await proofOrder(a, await dealShop(), 'MT-HIST-0001', [await upload(a, png(screenshot(3)), 'image/png')], '10.0.0.1')
    const approved = await ops<{ results: { outcome: string }[] }>('/ops/approve', { orders: [String(approvedA.id)] })
    assert.equal(approved.body.result!.results[0].outcome, 'approved')
    const third = await dealShop()
    const grabbed = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: third }, { token: a.token })
    assert.equal((await call(env.app, '/api/order/cancel', { id: grabbed.body.result!.id }, { token: a.token })).body.status, 1)

    orderA = await proofOrder(a, shopId, 'MT-1111-2222', [await upload(a, png(original), 'image/png')], '10.0.0.1')
    // b: the same platform order number and the same screenshot, uploaded again (another file)
    orderB = await proofOrder(b, shopId, 'MT-1111-2222', [await upload(b, png(original), 'image/png')], '10.0.0.2')
    // c: the screenshot shrunk to 80% and saved as a JPEG of quality 70
    orderC = await proofOrder(c, shopId, 'MT-3333-4444', [await upload(c, resizedJpeg(original, 0.8, 70), 'image/jpeg')], '10.0.0.9')
    // d and e: other screenshots, the same address as c
    orderD = await proofOrder(d, shopId, 'MT-5555-6666', [await upload(d, png(other), 'image/png')], '10.0.0.9')
    orderE = await proofOrder(e, shopId, 'MT-7777-8888', [await upload(e, png(screenshot(1234)), 'image/png')], '10.0.0.9')
    // b and d used one device (it moved from b to d: both accounts are kept with it)
    assert.equal((await call(env.app, '/api/user/bindUserWithCID', { device_id: 'cid-shared-1' }, { token: b.token })).body.status, 1)
    assert.equal((await call(env.app, '/api/user/bindUserWithCID', { device_id: 'cid-shared-1' }, { token: d.token })).body.status, 1)
    assert.equal((await call(env.app, '/api/user/bindUserWithCID', { device_id: 'cid-own-a' }, { token: a.token })).body.status, 1)
    // the screenshots are hashed after the answers
    await proofHashesIdle(db())
  })

  test('the hash: the same screenshot is within the threshold re-encoded and resized, another is not; WebP decodes like its JPEG twin', async () => {
    const hash = async (data: Buffer) => {
      const h = await hashImage(data)
      assert.ok(h !== null)
      return h
    }
    const h = await hash(png(original))
    assert.equal(hammingDistance(h, await hash(png(original))), 0)
    assert.ok(hammingDistance(h, await hash(resizedJpeg(original, 0.8, 70))) <= PROOF_HASH_MAX_DISTANCE)
    assert.ok(hammingDistance(h, await hash(resizedJpeg(original, 1.5, 50))) <= PROOF_HASH_MAX_DISTANCE)
    assert.ok(hammingDistance(h, await hash(png(other))) > PROOF_HASH_MAX_DISTANCE * 2)
    const webp = await hash(fs.readFileSync(path.join(PUBLIC, 'banners', 'kingeat.webp')))
    assert.ok(hammingDistance(webp, await hash(fs.readFileSync(path.join(PUBLIC, 'banners', 'kingeat.jpg')))) <= PROOF_HASH_MAX_DISTANCE)
    assert.equal(await hashImage(Buffer.from('GIF89a not an image we decode')), null)
    assert.equal(await hashImage(png(original).subarray(0, 200)), null)
    // a PNG whose header says 50000x50000 is not decoded
    const huge = Buffer.from(png(original))
    huge.writeUInt32BE(50000, 16)
    huge.writeUInt32BE(50000, 20)
    assert.equal(await hashImage(huge), null)
  })

  test("a row holds the order, the deal's rules, the shop and the user's history", async () => {
    const page = await review()
    assert.deepEqual(page.rows.map((r) => r.order.id), [orderE.id, orderD.id, orderC.id, orderB.id, orderA.id])
    assert.equal(page.next, null)
    const row = rowOf(page, orderA.id)
    assert.equal(row.order.order_no, orderA.order_no)
    assert.equal(row.order.status, 'uploaded')
    assert.equal(row.order.platform_order_no, 'MT-1111-2222')
    assert.deepEqual(row.order.images, orderA.images)
    assert.equal(row.order.rebate, '20.00')
    assert.equal(row.order.proof_time, '2026-03-10 11:00:00')
    assert.deepEqual(row.deal, {
      id: row.deal.id, enabled: true, am_window: '10:00-14:00', pm_window: '16:00-21:00', am_quota: 5, pm_quota: 3, daily_quota: 8,
      order_price: '25.00', min_order_price: '20.00', rebate: '20.00', member_rebate: '22.00', member_only: false, rules: '实付满20元',
    })
    assert.equal(row.shop.id, shopId)
    assert.equal(row.user.id, a.id)
    assert.match(row.user.tel!, /^138\*{4}\d{4}$/)
    assert.equal(row.user.member, false)
    assert.deepEqual(row.user.counts, { reserved: 0, uploaded: 1, approved: 1, rejected: 0, expired: 0, cancelled: 1 })
    assert.deepEqual(row.user.recent.map((o) => o.status), ['cancelled', 'approved'])
    assert.equal(row.user.recent[1].id, approvedA.id)
    // the served screenshot opens in a browser
    const served = await env.app.inject({ method: 'GET', url: row.order.images[0] })
    assert.equal(served.statusCode, 200)
  })

  test('the same platform order number is flagged on both orders, with the other order and its user', async () => {
    const page = await review()
    assert.deepEqual(of(rowOf(page, orderB.id), 'same_platform_order_no'),
      [{ code: 'same_platform_order_no', order_id: orderA.id, order_no: orderA.order_no, user_id: a.id, status: 'uploaded' }])
    assert.deepEqual(of(rowOf(page, orderA.id), 'same_platform_order_no').map((s) => s.order_id), [orderB.id])
    assert.deepEqual(of(rowOf(page, orderC.id), 'same_platform_order_no'), [])
  })

  test('the same screenshot, uploaded again or re-encoded and resized, is flagged; another screenshot is not', async () => {
    const page = await review()
    const onB = of(rowOf(page, orderB.id), 'same_screenshot')
    assert.deepEqual(onB.find((s) => s.order_id === orderA.id), {
      code: 'same_screenshot', order_id: orderA.id, order_no: orderA.order_no, user_id: a.id, status: 'uploaded', image: orderB.images[0], distance: 0,
    })
    const onC = of(rowOf(page, orderC.id), 'same_screenshot')
    assert.deepEqual(onC.map((s) => s.order_id).sort(), [orderA.id, orderB.id].sort())
    assert.ok(onC.every((s) => s.distance <= PROOF_HASH_MAX_DISTANCE))
    assert.deepEqual(of(rowOf(page, orderA.id), 'same_screenshot').map((s) => s.order_id).sort(), [orderB.id, orderC.id].sort())
    assert.deepEqual(of(rowOf(page, orderD.id), 'same_screenshot'), [])
    assert.deepEqual(of(rowOf(page, orderE.id), 'same_screenshot'), [])
  })

  test('one device used by two accounts, one address by three, are flagged; an address of two accounts is not', async () => {
    const page = await review()
    assert.deepEqual(of(rowOf(page, orderB.id), 'shared_device'), [{ code: 'shared_device', device: 'cid-shared-1', user_ids: [d.id], accounts: 2 }])
    assert.deepEqual(of(rowOf(page, orderD.id), 'shared_device'), [{ code: 'shared_device', device: 'cid-shared-1', user_ids: [b.id], accounts: 2 }])
    assert.deepEqual(of(rowOf(page, orderA.id), 'shared_device'), [])
    assert.deepEqual(of(rowOf(page, orderC.id), 'shared_address'),
      [{ code: 'shared_address', address: '10.0.0.9', user_ids: [d.id, e.id].sort((x, y) => x - y), accounts: 3 }])
    assert.deepEqual(of(rowOf(page, orderE.id), 'shared_address')[0].accounts, 3)
    // a and b: one address each in proofs; b was bound by a referral from a's address: two accounts, no signal
    await db().insert(referrals).values({ inviteeId: b.id, inviterId: a.id, source: 1, clientIp: '10.0.0.1', boundAt: clock.now() })
    const after = await review()
    assert.deepEqual(of(rowOf(after, orderA.id), 'shared_address'), [])
    assert.deepEqual(codes(rowOf(after, orderA.id)), ['same_platform_order_no', 'same_screenshot', 'same_screenshot'])
    await db().delete(referrals).where(eq(referrals.inviteeId, b.id))
  })

  test('paging with before_id, and any status', async () => {
    const first = await review({ limit: 2 })
    assert.deepEqual(first.rows.map((r) => r.order.id), [orderE.id, orderD.id])
    assert.equal(first.next, orderD.id)
    const second = await review({ limit: 2, before_id: first.next })
    assert.deepEqual(second.rows.map((r) => r.order.id), [orderC.id, orderB.id])
    const approved = await review({ status: 'approved' })
    assert.deepEqual(approved.rows.map((r) => r.order.id), [approvedA.id])
    const all = await review({ status: 'all', limit: 100 })
    assert.equal(all.rows.length, 7)
    assert.deepEqual(rowOf(all, approvedA.id).signals, [])
  })

  test("a user's review history: every order newest first, the counts, paging, no such user", async () => {
    type History = { command: 'user-orders'; user: string; found: OpsReviewRow['user'] | null; orders: { id: number; status: string; shop: { id: number }; rebate: string }[]; next: number | null }
    const history = async (body: Record<string, unknown>) => {
      const r = await ops<History>('/ops/user-orders', body)
      assert.equal(r.body.status, 1, r.body.msg)
      return r.body.result!
    }
    const all = await history({ user: String(a.id) })
    assert.deepEqual(all.found!.counts, { reserved: 0, uploaded: 1, approved: 1, rejected: 0, expired: 0, cancelled: 1 })
    assert.equal(all.found!.id, a.id)
    assert.deepEqual(all.orders.map((o) => o.status), ['uploaded', 'cancelled', 'approved'])
    assert.equal(all.orders[0].id, orderA.id)
    assert.equal(all.next, null)
    const first = await history({ user: String(a.id), limit: 1 })
    assert.deepEqual([first.orders.map((o) => o.id), first.next], [[orderA.id], orderA.id])
    const rest = await history({ user: String(a.id), before_id: first.next })
    assert.deepEqual(rest.orders.map((o) => o.status), ['cancelled', 'approved'])
    assert.deepEqual((await history({ user: String(a.id), status: 'approved' })).orders.map((o) => o.id), [approvedA.id])
    assert.deepEqual(await history({ user: '2147483646' }), { command: 'user-orders', user: '2147483646', found: null, orders: [], next: null })
    const parsed = parseArgs(['user-orders', '2147483646'], 'en')
    assert.ok('request' in parsed)
    const printed = render(await executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, parsed.request), 'en')
    assert.equal(printed.ok, false)
    assert.match(printed.stderr.join(''), /2147483646: no such user/)
    for (const lang of LANGS) assert.notEqual((await ops('/ops/user-orders', { user: 'abc' }, lang)).body.status, 1)
  })

  test('bad input is refused with a message in every locale', async () => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { status: 'in-review' }, { before_id: 0 }, { limit: '20x' }, { extra: 1 }]) {
      for (const lang of LANGS) {
        const r = await ops('/ops/order-review', body, lang)
        assert.notEqual(r.body.status, 1, `${JSON.stringify(body)} ${lang}`)
        assert.ok(r.body.msg.length > 0)
      }
    }
    assert.throws(() => parseArgs(['order-review', '--limit', '101'], 'en'), /--limit must be an integer from 1 to 100/)
    assert.throws(() => parseArgs(['order-review', '--before', 'x'], 'en'), /--before x/)
    assert.throws(() => parseArgs(['order-review', '--status', 'nope'], 'en'), /Unknown status nope/)
  })

  test('the CLI prints the rows and each signal in the operator\'s language', async () => {
    const parsed = parseArgs(['order-review', '--limit', '5'], 'en')
    assert.ok('request' in parsed)
    const answer = await executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, parsed.request)
    const out = render(answer, 'en').stdout.join('\n')
    assert.match(out, new RegExp(`${orderB.order_no}: same platform order number as order ${orderA.order_no} \\(user ${a.id}, uploaded\\)`))
    assert.match(out, new RegExp(`${orderC.order_no}: screenshot \\S+ matches one of order`))
    assert.match(out, /device cid-shared-1 used by 2 accounts/)
    assert.match(out, /address 10\.0\.0\.9 used by 3 accounts/)
    assert.match(render(answer, 'zh-Hans').stdout.join('\n'), /外卖订单号与订单/)
  })

  test('proofs stored without hashes are hashed by the backfill, once; an image that cannot be read gets a row without a hash', async () => {
    const f = await createUser(env)
    const url = await upload(f, png(original), 'image/png')
    const [row] = await db().insert(freeMealOrders).values({
      orderNo: `FM2026031000${String(Date.now()).slice(-6)}`, userId: f.id, shopId, dealId: rowOf(await review(), orderA.id).deal.id, day: '2026-03-09',
      window: 'am', status: 'uploaded', orderPriceFen: 2500, rebateFen: 2000, minOrderFen: 2000, platformOrderNo: 'MT-OLD-0001',
      proofImages: [url, '/uploads/0123456789abcdef0123456789abcdef.png'], expiresAt: clock.now(), proofAt: clock.now(),
    }).returning({ id: freeMealOrders.id })
    const log = { warn: () => assert.fail('no read failed') }
    assert.equal(await backfillProofHashes(db(), env.app.providers.storage, log), 2)
    assert.equal(await backfillProofHashes(db(), env.app.providers.storage, log), 0)
    const hashes = await db().select({ url: proofHashes.url, hash: proofHashes.hash }).from(proofHashes).where(eq(proofHashes.orderId, row.id))
    assert.deepEqual(hashes.map((h) => h.hash === null).sort(), [false, true])
    const [newest] = (await review({ limit: 1 })).rows
    assert.equal(newest.order.id, row.id)
    assert.deepEqual(of(newest, 'same_screenshot').map((s) => s.order_id).sort(), [orderA.id, orderB.id, orderC.id].sort())
  })
})
