#!/usr/bin/env node
// Browser test of the referral loop against the real server: A opens 邀请好友 (the poster) and
// copies the invitation link; B opens it, sees who invites them and registers by SMS code on
// 注册领福利, which binds B to A's team; B's free meal is approved by an operator (`npm run ops`);
// A sees the commission as 待入账 on 邀请团员. Both phones are on this machine's address, so the abuse
// rules hold it for an operator (same_address), who lists and releases it through the operator
// calls; the server's clock is moved past the frozen period (DEV_CLOCK, POST /dev/clock) and the
// scheduler's release run; A then sees the commission in the make-money tab, B on 我的团队 as a
// valid member who brought it, and A on this week's earnings ranking. Debian Chromium at 375x667,
// two phones.
// Usage: node e2e/team.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, sendSmsLoginForm, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const A_TEL = '13711112222'
const B_TEL = '13733334444'
// the seeded 24-hour shop: its window is open whenever the test runs; its rebate is 12.00
const SHOP = '夜半粥铺'
const REBATE_FEN = 1200
const COMMISSION = '1.20' // 10% of B's rebate, A being B's direct inviter

const server = await startServer({ DEV_CLOCK: 'true' })
const { base } = server
const { step, finish } = steps()
const { api, opsCall, ops } = serverCalls(server)




const a = await openPhone('team-a')
const b = await openPhone('team-b')
for (const phone of [a, b]) await redPacketClosedToday(phone.page)
// the link A copies: the clipboard write is recorded (a headless browser has no clipboard to read)
await a.page.addInitScript(() => {
  window.__copied = []
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.__copied.push(text) } } })
})
let link = ''
let aId = 0

await step('A logs in, opens 邀请好友: the poster with the QR code, the invited count, and copies the link', async () => {
  await loginBySms(a, server, A_TEL)
  aId = (await api('/api/user/info', {}, await tokenOf(a.page))).id
  await a.page.goto(`${base}#/pages/share/share`, { waitUntil: 'load' })
  await a.page.waitForSelector('.taro_page_show .share-page__poster-img', { timeout: 30000 })
  await a.page.waitForSelector('.taro_page_show .share-page__count >> text=0', { timeout: 15000 })
  await a.settled()
  await a.shot('share')
  await a.tap('.share-page__copy')
  await a.toastSays('复制成功')
  link = await a.page.evaluate(() => window.__copied.at(-1))
  assert.match(link, new RegExp(`#/pages/share/share_register\\?.*parent_id=${aId}`), link)
  assert.match(link, /source=2/, link)
})

await step('B opens the link: who invites them, opens the form, registers by SMS code there and is on A\'s team', async () => {
  const { page, tap } = b
  await page.goto(link, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .invite-page__invites', { timeout: 30000 })
  await page.waitForSelector('.taro_page_show .invite-page__open-form', { timeout: 15000 })
  await b.settled()
  await b.shot('share-register')
  await tap('.invite-page__open-form')
  await page.waitForSelector('.taro_page_show .invite-page__form .login__tel', { timeout: 15000 })
  await sendSmsLoginForm(b, server, B_TEL)
  await page.waitForSelector('.taro_page_show .invite-page__state--bound_here', { timeout: 15000 })
  await b.shot('joined')
  const team = await api('/api/team/members', { level: 1 }, await tokenOf(a.page))
  assert.equal(team.total, 1)
  assert.equal(team.list[0].valid, false, 'not a valid invitation before a free meal')
})

await step("B's free meal is approved by an operator; A sees the commission as 待入账 on 邀请团员", async () => {
  const token = await tokenOf(b.page)
  const shops = await api('/api/shop/lists', { page: 1, limit: 5, keyword: SHOP, latitude: 26.647, longitude: 106.63 }, token)
  const shop = shops.list.find((s) => s.name.startsWith(SHOP))
  assert.ok(shop, `${SHOP} is seeded`)
  const order = await api('/api/order/grab', { shop_id: shop.id }, token)
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png')
  const uploaded = await (await fetch(`${base}api/user/placeUpload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()
  assert.equal(uploaded.status, 1, uploaded.msg)
  await api('/api/order/submitProof', { id: order.id, platform_order_no: '2611279876543210', images: [uploaded.result.url] }, token)
  await ops('approve', String(order.id))
  assert.equal((await api('/api/order/detail', { id: order.id }, token)).rebate_fen ?? REBATE_FEN, REBATE_FEN)

  await a.page.goto(`${base}#/pages/makemoney/getmaker`, { waitUntil: 'load' })
  await a.page.waitForSelector(`.taro_page_show >> text=${COMMISSION}`, { timeout: 15000 })
  await a.page.waitForSelector('.taro_page_show >> text=待入账', { timeout: 15000 })
  await a.settled()
  await a.shot('getmaker-pending')
})

await step('held for one address (both phones are on this machine): an operator lists it with its reason and releases it', async () => {
  const { commissions } = await opsCall('/ops/commissions', { status: 'held', limit: 20 })
  assert.equal(commissions.length, 1)
  assert.deepEqual([commissions[0].amount, commissions[0].hold_reason, commissions[0].level], [COMMISSION, 'same_address', 1])
  const { results } = await opsCall('/ops/commission-release', { ids: [commissions[0].id] })
  assert.deepEqual([results[0].outcome, results[0].status], ['released', 'pending'])
})

await step('after the frozen period the scheduler credits it: the make-money tab, 我的团队 and the ranking show it', async () => {
  await opsCall('/dev/clock', { advance_hours: 8 * 24 })
  await ops('commission-release-due')
  await ops('ranking-refresh')
  const income = await api('/api/Wallet/income', { kind: 'commission' }, await tokenOf(a.page))
  assert.equal(income.list[0]?.amount, COMMISSION)

  await a.page.goto(`${base}#/pages/makemoney/makemoney`, { waitUntil: 'load' })
  await a.page.waitForSelector(`.taro_page_show >> text=${COMMISSION}`, { timeout: 15000 })
  await a.settled()
  await a.shot('makemoney')

  await a.page.goto(`${base}#/pages/makemoney/mygroup`, { waitUntil: 'load' })
  await a.page.waitForSelector(`.taro_page_show >> text=${COMMISSION}`, { timeout: 15000 })
  await a.page.waitForSelector('.taro_page_show >> text=有效', { timeout: 15000 })
  await a.settled()
  await a.shot('mygroup')

  await a.page.goto(`${base}#/pages/makemoney/rangkinglist`, { waitUntil: 'load' })
  await a.page.waitForSelector(`.taro_page_show >> text=${COMMISSION}`, { timeout: 15000 })
  await a.settled()
  await a.shot('ranking')
})

await step('no page errors', async () => assert.deepEqual([...a.errors, ...b.errors], []))

await a.close()
await b.close()
server.stop()
finish()
