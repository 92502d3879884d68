#!/usr/bin/env node
// Browser test of the takeaway-coupon journey against the real server: a new user (no gold) opens
// 外卖红包 (pages_gold/mt_redbag), sees the seeded offers, is refused a gold-priced one (金币不足),
// receives the free one, which opens the platform's coupon page (the server's development stand-in)
// inside the app; back on 外卖红包 the app asks 领到红包了吗 and the user says yes; the offer reads
// 今日已领完 and 红包卡券 (pagesme/red_bag) holds the coupon card with 去使用. Debian Chromium at 375x667.
// Usage: node e2e/coupon.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, startServer, steps } from './lib/harness.mjs'

// seeded offers (server/src/db/seed.ts): type 1 free, type 3 costs 50 gold
const FREE = { type: 1, title: '外卖天天神券' }
const GOLD = { type: 3, title: '大额满减券' }

const server = await startServer()
const { base } = server
const { step, finish } = steps()
const phone = await openPhone('coupon')
const { page, errors, close, shot, tap, toastSays, settled } = phone
const offer = (type) => page.locator(`.taro_page_show .redbag-offer[data-type="${type}"]`).first()

await step('a new user opens 外卖红包 and sees the offers from the server', async () => {
  await loginBySms(phone, server, '13577778888')
  await page.goto(`${base}#/pages_gold/mt_redbag`, { waitUntil: 'load' })
  await offer(FREE.type).waitFor({ timeout: 30000 })
  assert.equal(await page.locator('.taro_page_show .redbag-offer').count(), 4)
  assert.match(await offer(FREE.type).textContent() ?? '', new RegExp(FREE.title))
  assert.match(await page.locator('.taro_page_show .redbag-account__value').textContent() ?? '', /^0/)
  await shot('offers')
})

await step('a gold-priced coupon without gold is refused with 金币不足', async () => {
  await offer(GOLD.type).locator('.redbag-offer__btn').click()
  await toastSays('金币不足')
  assert.ok(page.url().includes('pages_gold/mt_redbag'), 'nothing opened')
  await page.waitForSelector('.app-toast', { state: 'detached', timeout: 10000 })
})

await step('the free coupon opens the platform coupon page inside the app', async () => {
  await offer(FREE.type).locator('.redbag-offer__btn').click()
  await page.waitForFunction(() => location.hash.includes('pages/index/toweburl'), null, { timeout: 15000 })
  const frame = page.frameLocator('.taro_page_show .web-page__frame iframe')
  await frame.locator('text=红包已放入你的美团账户').waitFor({ timeout: 15000 })
  assert.match(await page.locator('.taro_page_show .web-page__link').textContent() ?? '', /sid=u\d+/)
  await settled()
  await shot('platform')
})

await step('back on 外卖红包 the app asks 领到红包了吗; 领到了 closes it and the offer is used up today', async () => {
  await page.goBack()
  await page.waitForSelector('.taro_page_show .redbag-ask__yes', { state: 'visible', timeout: 15000 })
  await settled()
  await shot('ask')
  await tap('.redbag-ask__yes')
  await page.waitForSelector('.taro_page_show .redbag-ask__yes', { state: 'hidden', timeout: 10000 })
  await page.waitForFunction(
    (type) => document.querySelector(`.taro_page_show .redbag-offer[data-type="${type}"] .redbag-offer__btn`)?.textContent?.includes('今日已领完'),
    FREE.type, { timeout: 15000 },
  )
})

await step('红包卡券 holds the coupon card with 去使用', async () => {
  await tap('.redbag-account__cards')
  const card = page.locator(`.taro_page_show .red-card:has-text("${FREE.title}")`).first()
  await card.waitFor({ timeout: 15000 })
  assert.equal(await page.locator('.taro_page_show .red-card').count(), 1)
  await card.locator('.red-card__use').waitFor({ timeout: 5000 })
  await settled()
  await shot('red-bag')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
