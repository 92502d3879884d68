#!/usr/bin/env node
// Browser test of the free-meal journey against the real server: a user logs in, looks
// through the free-meal page (kingeat), finds a shop from the home tab's search, grabs a slot, opens
// the go-order page (meituan-webview) and comes back, uploads the platform order number and a
// screenshot, an operator approves it with the command-line tool (`npm run ops`, which talks to the
// running server because it holds the embedded database), and the user sees the order approved and
// the rebate in the wallet. The seeded 24-hour shop (夜半粥铺, rebate 12.00) has a window open at
// any time of day, so the test does not depend on when it runs. Debian Chromium at 375x667.
// Usage: node e2e/freemeal.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { loginBySms, openPhone, redPacketClosedToday, startServer, steps } from './lib/harness.mjs'

const SHOP = '夜半粥铺'
const REBATE = '12.00'
const server = await startServer()
const { base } = server
const { step, finish } = steps()
const phone = await openPhone('freemeal')
const { page, errors, close, shot, tap, fill, settled } = phone

// a real PNG (1x1) as the order screenshot: the server checks uploads by their bytes
const screenshot = path.join(os.tmpdir(), `fanbei-proof-${process.pid}.png`)
fs.writeFileSync(screenshot, Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
))
const REPO = path.resolve(import.meta.dirname, '..')
let orderId = 0

await step('a first visit: home fills in from the server without moving (layout shift under 0.05)', async () => {
  // the red-packet popup would cover what the later steps tap (the app is one document: set before it loads)
  await redPacketClosedToday(page)
  await page.addInitScript(() => {
    window.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`${base}#/pages/index/index`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .shop-card', { timeout: 30000 })
  await page.waitForSelector('.taro_page_show .home-banner .carousel__slide', { timeout: 30000 })
  await settled()
  const shift = await page.evaluate(() => window.__layoutShift)
  assert.ok(shift < 0.05, `layout shift ${shift}`)
  // the rem base follows the viewport from the start: 40px per 750 design px
  assert.equal(await page.evaluate(() => document.documentElement.style.fontSize), `${(40 * 375) / 750}px`)
})

await step('a user logs in and opens the home tab', async () => {
  await loginBySms(phone, server, '13655556666')
  await page.goto(`${base}#/pages/index/index`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .shop-card', { timeout: 30000 })
  await shot('home')
})

await step('the free-meal page lists deals from the server; a card opens its shop', async () => {
  await page.goto(`${base}#/pages/kingeat/kingeat`, { waitUntil: 'load' })
  const card = page.locator('.taro_page_show .deal-card:not(.deal-card--skeleton)').first()
  await card.waitFor({ timeout: 30000 })
  const name = (await card.locator('.deal-card__name').textContent())?.trim()
  assert.ok(name, 'a deal card names its shop')
  assert.match(await card.locator('.deal-card__rebate-num').textContent() ?? '', /^¥\d/)
  await settled()
  await shot('kingeat')
  await card.click()
  await page.waitForSelector(`.taro_page_show .shop-detail >> text=${name}`, { timeout: 15000 })
  await page.goto(`${base}#/pages/index/index`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .shop-card', { timeout: 30000 })
})

await step('finds the shop through the home search and opens it', async () => {
  await tap('.home-search')
  await page.waitForSelector('.taro_page_show .search-page__input input', { timeout: 15000 })
  await fill('search-page__input', SHOP)
  await tap('.search-page__go')
  const card = page.locator(`.taro_page_show .shop-card >> text=${SHOP}`).first()
  await card.waitFor({ timeout: 15000 })
  await shot('search')
  await card.click()
  await page.waitForSelector('.taro_page_show .shop-detail__button--grab', { timeout: 15000 })
  await shot('detail')
})

await step('grabs a slot and lands on the proof page with the 30-minute countdown', async () => {
  await tap('.shop-detail__button--grab')
  await page.waitForSelector('.taro_page_show .order-submit__grab', { timeout: 15000 })
  await tap('.order-submit__grab')
  await page.waitForFunction(() => location.hash.includes('pages/order/voucher'), null, { timeout: 15000 })
  orderId = Number(/[?&]id=(\d+)/.exec(page.url())?.[1])
  assert.ok(orderId > 0, `the proof page names the order: ${page.url()}`)
  await page.waitForSelector('.taro_page_show .voucher__order-no', { timeout: 15000 })
  await shot('voucher')
})

await step('去下单 shows the shop and its platform link; 已下单 comes back to the proof page', async () => {
  await tap('.voucher__go')
  await page.waitForSelector(`.taro_page_show .go-order__name >> text=${SHOP}`, { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .go-order__open', { timeout: 15000 })
  await settled()
  await shot('go-order')
  await tap('.go-order__done')
  await page.waitForFunction(() => location.hash.includes('pages/order/voucher'), null, { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .voucher__order-no', { timeout: 15000 })
})

await step('uploads the platform order number and a screenshot; the order goes to review', async () => {
  await fill('voucher__order-no', '2611221234567890')
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 10000 }),
    page.locator('.taro_page_show .voucher__form .nut-uploader-upload').first().click(),
  ])
  await chooser.setFiles(screenshot)
  // the thumbnail shows once placeUpload has stored it on the server
  await page.waitForSelector('.taro_page_show .voucher__form .nut-uploader-preview img', { timeout: 15000 })
  await page.waitForTimeout(500)
  await tap('.voucher__submit')
  await page.waitForSelector('.taro_page_show .voucher__platform-no', { timeout: 15000 })
  await shot('in-review')
})

await step('an operator approves it with `npm run ops` while the server runs', async () => {
  const run = promisify(execFile)
  const options = { cwd: REPO, env: { ...process.env, DATA_DIR: server.dataDir } }
  const listed = await run('npm', ['run', '--silent', 'ops', '--', 'orders', '--status', 'uploaded'], options)
  assert.match(listed.stdout, new RegExp(SHOP), 'the order waits for review')
  await run('npm', ['run', '--silent', 'ops', '--', 'approve', String(orderId)], options)
})

await step('the orders tab shows it approved, and the rebate is in the wallet on the me tab', async () => {
  await page.goto(`${base}#/pages/order/order`, { waitUntil: 'load' })
  await page.waitForSelector(`.taro_page_show .order-card >> text=${SHOP}`, { timeout: 15000 })
  await shot('orders')
  await page.waitForSelector('.taro_page_show .order-card__note--green >> text=已返现', { timeout: 15000 })
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  await page.waitForSelector(`.taro_page_show >> text=¥${REBATE}`, { timeout: 15000 })
  await shot('me')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
fs.rmSync(screenshot, { force: true })
finish()
