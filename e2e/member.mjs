#!/usr/bin/env node
// Browser test of membership against the real server: a new user opens 会员中心 (not a member,
// the 3-day trial on offer), claims the trial and sees VIP with its expiry on the me tab; then buys
// the monthly plan on 开通会员 with Alipay, which leaves for the development payment sandbox;
// 确认支付 there sends the signed notification and comes back to 开通会员, which says 支付成功;
// the membership now runs 30 days longer, and 会员订单 lists the order paid; a shop's free meal
// then shows the member rebate as theirs, on the shop and on the grab confirmation. Debian
// Chromium at 375x667.
// Usage: node e2e/member.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port, with PAYMENT_PROVIDER=sandbox)
import assert from 'node:assert/strict'
import { DEMO_CENTRE, STAMP, firstShopId } from '../scripts/lib/server.mjs'
import { attributeBecomes, loginBySms, openPhone, startServer, steps } from './lib/harness.mjs'

const ALIPAY = 2
// seeded (server/src/db/seed.ts): 月卡 9.90 for 30 days
const MONTHLY = '月卡'
const DAY_MS = 86_400_000

const server = await startServer({ PAYMENT_PROVIDER: 'sandbox' })
const { base } = server
const { step, finish } = steps()
const phone = await openPhone('member')
const { page, errors, close, shot, tap, toastSays, settled } = phone
const shown = (selector) => page.locator(`.taro_page_show ${selector}`).first()

/** The expiry date the me tab shows (会员有效期至 YYYY-MM-DD), as a time. */
async function meTabExpiry() {
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .me-user__tag--vip', { state: 'visible', timeout: 15000 })
  const text = await shown('.me-vip__desc').innerText()
  const date = /(\d{4}-\d{2}-\d{2})/.exec(text)?.[1]
  assert.ok(date, `the me tab shows the expiry: "${text}"`)
  return Date.parse(`${date}T00:00:00+08:00`)
}

let trialUntil = 0

await step('a new user opens 会员中心: not a member, the 3-day trial on offer, the plans with prices', async () => {
  await loginBySms(phone, server, '13755556666')
  await page.goto(`${base}#/pages/member/member`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .member-trial__btn', { timeout: 30000 })
  const text = await shown('.member-page').innerText()
  assert.match(text, new RegExp(MONTHLY))
  assert.match(text, /9\.9/)
  assert.doesNotMatch(text, /有效期至/, 'no expiry before any membership')
  await settled()
  await shot('centre')
})

await step('领取 the trial: VIP on the me tab, about 3 days from now', async () => {
  await tap('.member-trial__btn')
  await toastSays('体验会员领取成功')
  await page.waitForSelector('.taro_page_show .member-trial__btn', { state: 'detached', timeout: 15000 })
  await settled()
  await shot('trial')
  trialUntil = await meTabExpiry()
  const days = (trialUntil - Date.now()) / DAY_MS
  assert.ok(days > 1.5 && days < 3.5, `the trial ends in about 3 days (${days.toFixed(1)})`)
  await settled()
  await shot('me-vip')
})

await step('开通会员 with Alipay leaves for the sandbox, which asks for the price of the plan', async () => {
  await page.goto(`${base}#/pagesme/vip/vip`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .vip-bar__pay', { timeout: 30000 })
  await page.locator(`.taro_page_show .member-plan:has-text("${MONTHLY}")`).first().click()
  await attributeBecomes(page.locator(`.taro_page_show .member-plan:has-text("${MONTHLY}")`).first(), 'aria-checked', 'true')
  // the pay type's row is the tap target (its inner radio lets taps through to it)
  await shown(`.vip-pay__cell:has([data-pay-type="${ALIPAY}"])`).click()
  await attributeBecomes(shown(`[data-pay-type="${ALIPAY}"]`), 'aria-checked', 'true')
  assert.match(await shown('.vip-bar__amount').innerText(), /9\.90?/)
  await settled()
  await shot('vip')
  await tap('.vip-bar__pay')
  await page.waitForURL(/\/dev\/pay\//, { timeout: 15000 })
  const back = new URL(page.url()).searchParams.get('return') ?? ''
  assert.match(back, /#\/pagesme\/vip\/vip\?order_no=MB\d+/, `the sandbox returns to 开通会员 with the order: ${back}`)
  assert.match(await page.locator('body').innerText(), /9\.90/)
  await shot('sandbox')
})

await step('确认支付 comes back to 开通会员, which says 支付成功; the membership runs 30 days longer', async () => {
  await page.locator('button.pay').click()
  await page.waitForURL(/pagesme\/vip\/vip\?order_no=/, { timeout: 15000 })
  await page.waitForSelector('.taro_page_show [data-result="paid"]', { timeout: 15000 })
  assert.match(await shown('.vip-result__title').innerText(), /支付成功|开通成功/)
  await settled()
  await shot('paid')
  const until = await meTabExpiry()
  assert.equal(Math.round((until - trialUntil) / DAY_MS), 30, 'bought days are added to the trial, not counted from today')
})

await step('会员订单 lists the order paid, with Alipay', async () => {
  await page.goto(`${base}#/pagesme/vip_order`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .vip-order__name', { timeout: 15000 })
  const text = await shown('.vip-orders').innerText()
  assert.match(text, new RegExp(MONTHLY))
  assert.match(text, /已支付/)
  assert.match(text, /支付宝/)
  await settled()
  await shot('orders')
})

await step("a shop's free meal shows the member its member rebate, on the shop and on the grab confirmation", async () => {
  const shopId = await firstShopId(base)
  const res = await fetch(`${base}api/shop/detail`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: shopId, ...DEMO_CENTRE, ...STAMP }),
  })
  const deal = (await res.json()).result.free_meal
  assert.ok(Number(deal.member_rebate) > Number(deal.rebate), 'the demo shop pays members more')
  // the app writes money with two decimals (src/utils/money.ts displayYuan)
  const memberPrice = Number(deal.member_rebate).toFixed(2)
  await page.goto(`${base}#/pages/shopdetail/shopdetail?id=${shopId}`, { waitUntil: 'load' })
  await shown('.shop-detail__deal-member').waitFor({ timeout: 30000 })
  assert.equal((await shown('.shop-detail__deal-member').innerText()).trim(), '会员返现已生效')
  assert.equal((await shown('.shop-detail__deal-rebate').innerText()).trim(), `返¥${memberPrice}`)
  await settled()
  await shot('shop')
  await page.goto(`${base}#/pages/ordersubmit/ordersubmit?shop_id=${shopId}`, { waitUntil: 'load' })
  await shown('.order-submit__money-rebate').waitFor({ timeout: 30000 })
  assert.match(await shown('.order-submit__money').innerText(), new RegExp(`会员返现\\s*¥${memberPrice.replace('.', '\\.')}`))
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
