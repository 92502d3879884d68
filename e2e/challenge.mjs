#!/usr/bin/env node
// Browser test of a challenge against the real server: a user gets 150 gold from an operator, opens
// 挑战赛 and joins 7天内完成5单霸王餐 after the confirm that says the 100 gold it takes (the card then
// shows its progress), and joins the free 3天完成2单霸王餐; a free meal a day is grabbed, proved and
// approved through the operator calls, the server's clock moved a day between them (DEV_CLOCK,
// POST /dev/clock). The second approval completes the free challenge (200 gold), the fifth the other
// (¥5.00 to the wallet, 挑战奖励 in Wallet/income); 我的挑战 shows both completed with their rewards,
// 我参与的挑战 lists them. Debian Chromium at 375x667.
// Usage: node e2e/challenge.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const TEL = '13755556666'
// the seeded 24-hour shop: its window is open whenever the test runs
const SHOP = '夜半粥铺'
const PAID = '7天内完成5单霸王餐'
const FREE = '3天完成2单霸王餐'

const server = await startServer({ DEV_CLOCK: 'true' })
const { base } = server
const { step, finish } = steps()
const { api, opsCall, ops } = serverCalls(server)



const phone = await openPhone('challenge')
const { page, tap } = phone
await redPacketClosedToday(page)
let token = ''

/** Joins the challenge of this title on 挑战赛 through its card and the confirm dialog. */
async function joinOnPage(title, ask) {
  const card = page.locator('.taro_page_show .ch-card', { hasText: title })
  await card.locator('.ch-card__btn').click()
  await page.waitForSelector(`.ch-confirm__ask >> text=${ask}`, { timeout: 10000 })
  await phone.shot(`confirm-${title.slice(0, 2)}`)
  await page.locator('.ch-confirm .nut-dialog-footer-ok').click()
  await phone.toastSays('参与成功')
  await card.locator('.ch-card__progress-text >> text=进度 0/').waitFor({ timeout: 10000 })
  await page.waitForSelector('.app-toast', { state: 'detached', timeout: 10000 })
}

/** A free meal grabbed, proved and approved by an operator today (the server's day). */
async function approvedFreeMeal() {
  const shops = await api('/api/shop/lists', { page: 1, limit: 5, keyword: SHOP, latitude: 26.647, longitude: 106.63 }, token)
  const shop = shops.list.find((s) => s.name.startsWith(SHOP))
  assert.ok(shop, `${SHOP} is seeded`)
  const order = await api('/api/order/grab', { shop_id: shop.id }, token)
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png')
  const uploaded = await (await fetch(`${base}api/user/placeUpload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()
  assert.equal(uploaded.status, 1, uploaded.msg)
  await api('/api/order/submitProof', { id: order.id, platform_order_no: `26112798765${String(order.id).padStart(5, '0')}`, images: [uploaded.result.url] }, token)
  const { results } = await opsCall('/ops/approve', { orders: [String(order.id)] })
  assert.equal(results[0].outcome, 'approved')
}

await step('the user logs in and an operator gives 150 gold', async () => {
  await loginBySms(phone, server, TEL)
  token = await tokenOf(page)
  const { result } = await opsCall('/ops/gold-credit', { user: TEL, gold: 150, reason: '挑战测试' })
  assert.equal(result.outcome, 'credited', JSON.stringify(result))
})

await step('挑战赛 lists the two seeded challenges; joining the paid one says the 100 gold it takes, the free one nothing', async () => {
  await page.goto(`${base}#/challenge/challenge`, { waitUntil: 'load' })
  await page.waitForSelector(`.taro_page_show .ch-card >> text=${PAID}`, { timeout: 30000 })
  await page.waitForSelector(`.taro_page_show .ch-card >> text=${FREE}`, { timeout: 15000 })
  await phone.settled()
  await phone.shot('challenge')
  await joinOnPage(PAID, '将扣除 100 金币')
  await joinOnPage(FREE, '免费参与')
  assert.equal((await api('/api/user/info', {}, token)).gold, 50, 'the entry gold taken once')
  await phone.settled()
  await phone.shot('challenge-joined')
})

await step('five free meals, one a day, approved by an operator: the second completes the free one, the fifth the paid one', async () => {
  for (let day = 1; day <= 5; day++) {
    if (day > 1) await opsCall('/dev/clock', { advance_hours: 24 })
    await approvedFreeMeal()
    const { list } = await api('/api/challenge/mine', {}, token)
    const free = list.find((e) => e.title === FREE)
    const paid = list.find((e) => e.title === PAID)
    assert.equal(paid.progress, day)
    assert.equal(free.state, day >= 2 ? 'completed' : 'active')
    assert.equal(paid.state, day >= 5 ? 'completed' : 'active')
    if (day === 3) {
      // the paid one in progress on 我的挑战: the bar, the count and the countdown
      await page.goto(`${base}#/challenge/my_challenge`, { waitUntil: 'load' })
      await page.waitForSelector('.taro_page_show .ch-entry .ch-card__progress-text >> text=进度 3/5', { timeout: 15000 })
      await page.waitForSelector('.taro_page_show .ch-entry .ch-card__left >> text=/剩余 \\d天/', { timeout: 15000 })
      await phone.settled()
      await phone.shot('my-challenge-active')
    }
  }
  assert.equal((await api('/api/user/info', {}, token)).gold, 250, '50 left + the 200 gold reward')
  const income = await api('/api/Wallet/income', { kind: 'challenge' }, token)
  assert.deepEqual(income.list.map((r) => [r.amount, r.title]), [['5.00', '挑战奖励']])
})

await step('我的挑战 shows both completed with their rewards; 我参与的挑战 lists them', async () => {
  await page.goto(`${base}#/challenge/my_challenge`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show >> text=没有进行中的挑战', { timeout: 15000 })
  await tap('.order-tabs__tab >> text=已完成')
  await page.waitForSelector('.taro_page_show .ch-entry__won >> text=已获得 ¥5.00', { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .ch-entry__won >> text=已获得 200 金币', { timeout: 15000 })
  await phone.settled()
  await phone.shot('my-challenge-completed')

  await page.goto(`${base}#/pages/makemoney/makemoney-my-join`, { waitUntil: 'load' })
  await page.waitForSelector(`.taro_page_show .order-card >> text=${PAID}`, { timeout: 15000 })
  assert.equal(await page.locator('.taro_page_show .order-card__chip >> text=已完成').count(), 2)
  await phone.settled()
  await phone.shot('makemoney-my-join')
})

await step('the operators\' CLI lists the two completed entries', async () => {
  const { stdout } = await ops('challenge-entries', '--state', 'completed')
  assert.equal(stdout.split('\n').filter((line) => line.includes('5/5') || line.includes('2/2')).length, 2, stdout)
})

await step('no page errors', async () => assert.deepEqual(phone.errors, []))

await phone.close()
server.stop()
finish()
