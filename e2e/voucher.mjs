#!/usr/bin/env node
// Browser test of buying a shop's 到店代金券 against the real server: a new user (wallet empty) logs
// in, finds a shop through the home search, is refused paying with the wallet (余额不足), buys with
// Alipay instead, which leaves for the development payment sandbox (/dev/pay); 确认支付 there sends
// the sandbox's signed notification and comes back to the bill, now paid with its redeem code, and
// 我的账单 on the me tab lists it paid. Before that, a visitor lands on a shared shop link: the shop
// shows with its photo from the one shop/detail the page's own script asked for. Debian Chromium
// at 375x667.
// Usage: node e2e/voucher.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port, with PAYMENT_PROVIDER=sandbox)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, startServer, steps } from './lib/harness.mjs'
import { firstShopId } from '../scripts/lib/server.mjs'

// seeded (server/src/db/seedShops.ts): the shop's first voucher, 20元代金券 at 15.90
const SHOP = '老凯俚花溪牛肉粉'
const VOUCHER = '20元代金券'
// the app and the sandbox both write it with two decimals
const PRICE = /15\.90(?!\d)/
const ALIPAY = 2

const server = await startServer({ PAYMENT_PROVIDER: 'sandbox' })
const { base } = server
const { step, finish } = steps()
const phone = await openPhone('voucher')
const { page, errors, close, shot, tap, fill, toastSays, settled } = phone

const shown = (selector) => page.locator(`.taro_page_show ${selector}`).first()
const voucherRow = () => page.locator(`.taro_page_show .shop-voucher:has-text("${VOUCHER}")`).first()
let billId = 0
let code = ''

await step('a visitor landing on a shared shop link sees the shop and its photo, asked for once while the app loaded', async () => {
  await redPacketClosedToday(page)
  const shopId = await firstShopId(base)
  const asked = []
  const count = (request) => request.url().includes('/api/shop/detail') && asked.push(request.postData())
  page.on('request', count)
  await page.goto(`${base}#/pages/shopdetail/shopdetail?id=${shopId}`, { waitUntil: 'load' })
  await shown('.shop-detail__name').waitFor({ timeout: 30000 })
  // the first photo, preloaded by the page's script, is drawn
  await page.waitForFunction(() => {
    const img = document.querySelector('.taro_page_show .shop-detail__photo img')
    return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0
  }, null, { timeout: 15000 })
  assert.equal(await page.locator('link[rel=preload][as=image][fetchpriority=high]').count(), 1)
  // the distance from where the visitor is (the default city: the browser gave no location)
  await shown('.shop-detail__distance').waitFor({ timeout: 15000 })
  page.off('request', count)
  assert.deepEqual(asked, [JSON.stringify({ id: shopId })], 'one shop/detail, the page script\'s, by id only')
  await settled()
  await shot('landing')
})

await step('a new user logs in and opens the shop through the home search', async () => {
  await loginBySms(phone, server, '13766667777')
  await page.goto(`${base}#/pages/index/index`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .shop-card', { timeout: 30000 })
  await tap('.home-search')
  await page.waitForSelector('.taro_page_show .search-page__input input', { timeout: 15000 })
  await fill('search-page__input', SHOP)
  await tap('.search-page__go')
  // the home tab below lists the same shop: take the search page's card
  const card = page.locator(`.taro_page_show .search-page__results .shop-card >> text=${SHOP}`).first()
  await card.waitFor({ timeout: 15000 })
  await card.click()
  await voucherRow().waitFor({ timeout: 15000 })
  assert.match(await voucherRow().innerText(), PRICE, 'the voucher shows its price')
  await settled()
  await shot('shop')
})

await step('paying with the empty wallet is refused (钱包余额不足) and no bill is made', async () => {
  await voucherRow().locator('.shop-voucher__buy').click()
  await shown('.voucher-buy__confirm').waitFor({ timeout: 10000 })
  // the wallet is the way chosen when the sheet opens
  assert.equal(await shown('.pay-types__item--3').getAttribute('aria-checked'), 'true')
  await tap('.voucher-buy__confirm')
  await toastSays('钱包余额不足')
  assert.match(page.url(), /pages\/shopdetail\/shopdetail/, 'still on the shop')
  await shot('wallet-short')
})

await step('with Alipay the app leaves for the sandbox payment page, which asks for the price', async () => {
  await tap(`.pay-types__item--${ALIPAY}`)
  assert.match(await shown('.voucher-buy__total-amount').innerText(), PRICE)
  await tap('.voucher-buy__confirm')
  await page.waitForURL(/\/dev\/pay\//, { timeout: 15000 })
  const back = new URL(page.url()).searchParams.get('return') ?? ''
  billId = Number(/order_detail\?id=(\d+)/.exec(back)?.[1])
  assert.ok(billId > 0, `the sandbox returns to the bill: ${page.url()}`)
  const body = await page.locator('body').innerText()
  assert.match(body, new RegExp(SHOP))
  assert.match(body, new RegExp(`${VOUCHER} × 1`))
  assert.match(body, PRICE)
  await shot('sandbox')
})

await step('确认支付 in the sandbox comes back to the bill, paid, with its redeem code', async () => {
  await page.locator('button.pay').click()
  await page.waitForURL(new RegExp(`pages/business_order/order_detail\\?id=${billId}`), { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .bill-code[data-status="paid"]', { timeout: 15000 })
  code = (await shown('.bill-code__code').innerText()).trim()
  assert.match(code, /^\d{4} \d{4} \d{4}$/, `a 12-digit redeem code in groups of four: "${code}"`)
  assert.match(await shown('.bill-detail__voucher').innerText(), PRICE)
  assert.match(await shown('.bill-detail__info').innerText(), /支付宝/)
  await settled()
  await shot('paid')
})

await step('我的账单 on the me tab lists the one bill, paid, and it opens with the same code', async () => {
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .me-user__name', { state: 'visible', timeout: 15000 })
  await page.locator('.taro_page_show >> text=我的账单').first().click()
  await page.waitForSelector('.taro_page_show .bill-card', { timeout: 15000 })
  const cards = page.locator('.taro_page_show .bill-card')
  assert.equal(await cards.count(), 1, 'the refused wallet purchase left no bill')
  assert.equal(await cards.first().getAttribute('data-status'), 'paid')
  const text = await cards.first().innerText()
  assert.match(text, new RegExp(SHOP))
  assert.match(text, /已支付/)
  await settled()
  await shot('bills')
  await cards.first().click()
  await page.waitForSelector('.taro_page_show .bill-code[data-status="paid"]', { timeout: 15000 })
  assert.equal((await shown('.bill-code__code').innerText()).trim(), code)
  await settled()
  await shot('bill-paid')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
