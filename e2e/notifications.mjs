#!/usr/bin/env node
// Browser test of notifications against the real server: a user's free-meal proof approved by the
// operators' call puts 返利已到账 in 我的消息 (the account messages' tab) unread, with the me tab's
// badge counting it; opening the card marks it read and the badge goes one down; the message's
// link opens the wallet's history. Debian Chromium at 375x667.
// Usage: node e2e/notifications.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const TEL = '13755557777'
// the seeded 24-hour shop: its window is open whenever the test runs
const SHOP = '夜半粥铺'
const TITLE = '返利已到账'

const server = await startServer()
const { base } = server
const { step, finish } = steps()
const { api, opsCall } = serverCalls(server)

const phone = await openPhone('notifications')
const { page } = phone
await redPacketClosedToday(page)
let token = ''
let orderId = 0

/** Waits until the me tab's badge shows `n` (no badge: 0). */
const badgeShows = (n) => page.waitForFunction((count) => Number(document.querySelector('.tab-bar__item[data-path$="pages/me/me"] .tab-bar__badge')?.textContent ?? 0) === count, n, { timeout: 15000 })

await step('the user logs in, grabs a free meal and sends its proof', async () => {
  await loginBySms(phone, server, TEL)
  token = await tokenOf(page)
  const shops = await api('/api/shop/lists', { page: 1, limit: 5, keyword: SHOP, latitude: 26.647, longitude: 106.63 }, token)
  const shop = shops.list.find((s) => s.name.startsWith(SHOP))
  assert.ok(shop, `${SHOP} is seeded`)
  const order = await api('/api/order/grab', { shop_id: shop.id }, token)
  orderId = order.id
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png')
  const uploaded = await (await fetch(`${base}api/user/placeUpload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()
  assert.equal(uploaded.status, 1, uploaded.msg)
  await api('/api/order/submitProof', { id: order.id, platform_order_no: `26112798766${String(order.id).padStart(5, '0')}`, images: [uploaded.result.url] }, token)
})

let before = 0
await step('an operator approves the proof: the me tab counts one more unread message', async () => {
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  before = (await api('/api/notice/lists', { limit: 1 }, token)).unread
  await badgeShows(before)
  const { results } = await opsCall('/ops/approve', { orders: [String(orderId)] })
  assert.equal(results[0].outcome, 'approved')
  // the me tab reads the count when it loads (its refresh on show is the data layer's, tested there)
  await page.reload({ waitUntil: 'load' })
  await badgeShows(before + 1)
  await phone.shot('me-badge')
})

await step(`我的消息: ${TITLE} unread among the account messages; opening it marks it read and the badge goes down`, async () => {
  await page.goto(`${base}#/pagesme/message`, { waitUntil: 'load' })
  await page.locator('.taro_page_show .my-message__tab').nth(1).click()
  const card = page.locator('.taro_page_show .notice-card', { hasText: TITLE })
  await card.waitFor({ timeout: 15000 })
  assert.equal(await card.locator('.notice-card__dot').count(), 1, 'unread')
  assert.match(await card.locator('.notice-card__content').textContent(), /返利 \d+\.\d\d 元/)
  await phone.shot('unread')
  await card.click()
  await page.waitForFunction(() => document.querySelector('.taro_page_show .notice-card--open.notice-card--read') !== null, null, { timeout: 10000 })
  assert.equal(await card.locator('.notice-card__dot').count(), 0, 'read')
  await phone.shot('read')
  const lists = await api('/api/notice/lists', { type: 2, limit: 20 }, token)
  assert.equal(lists.list.find((n) => n.title === TITLE)?.is_read, true)
  assert.equal(lists.unread, before)
})

await step('its link opens the wallet history; the me tab shows the lower count', async () => {
  await page.locator('.taro_page_show .notice-card--open .notice-card__detail').click()
  await page.waitForURL(/moneydetail/, { timeout: 15000 })
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  await badgeShows(before)
})

await step('no page errors', async () => assert.deepEqual(phone.errors, []))

await phone.close()
server.stop()
finish()
