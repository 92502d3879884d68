#!/usr/bin/env node
// Browser test of the gold exchange against the real server: an operator gives a new user 2000
// gold (`npm run ops -- gold-credit`); on 金币兑换 the user redeems 1元现金 (1000 gold) after the
// confirm dialog and sees the balance drop to 1000, and 兑换记录 lists the redemption; then the user
// buys the 600金币 pack (+60) with Alipay, which leaves for the development payment sandbox;
// 确认支付 there sends the signed notification and comes back to 金币兑换 with the order, which says
// 充值成功 with +660 gold, the balance 1660; 充值记录 lists the order paid with Alipay. Debian
// Chromium at 375x667.
// Usage: node e2e/gold.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port, with PAYMENT_PROVIDER=sandbox)
import assert from 'node:assert/strict'
import { attributeBecomes, loginBySms, openPhone, serverCalls, startServer, steps } from './lib/harness.mjs'

const TEL = '13766668888'
const ALIPAY = 2
// seeded (server/src/db/seed.ts): 1元现金 costs 1000 gold; the 600金币 pack (+60 bonus) costs 6.00
const CASH_ITEM = '1元现金'
const PACK = '600金币'

const server = await startServer({ PAYMENT_PROVIDER: 'sandbox' })
const { base } = server
const { step, finish } = steps()
const { ops } = serverCalls(server)
const phone = await openPhone('gold')
const { page, errors, close, shot, tap, toastSays, settled } = phone
const shown = (selector) => page.locator(`.taro_page_show ${selector}`).first()

/** Waits until the header of 金币兑换 shows `gold`. */
const balanceIs = (gold) => page.waitForFunction(
  (want) => document.querySelector('.taro_page_show .gold-top__value')?.textContent?.trim() === want, String(gold), { timeout: 15000 })

await step('an operator gives a new user 2000 gold; 金币兑换 shows it and the membership items', async () => {
  await loginBySms(phone, server, TEL)
  const credited = await ops('gold-credit', TEL, '--gold', '2000', '--reason', '活动补发')
  assert.match(credited.stdout, /2000/)
  await page.goto(`${base}#/pages_gold/index_gold`, { waitUntil: 'load' })
  await shown('.gold-item').waitFor({ timeout: 30000 })
  await balanceIs(2000)
  // the items of the first tab, once drawn (the list's answer is drawn a moment after its first card)
  await page.waitForFunction(() => /3天会员/.test(document.querySelector('.taro_page_show .gold-exchange__panel')?.innerText ?? ''), null, { timeout: 15000 })
  await settled()
  await shot('start')
})

await step(`兑换 ${CASH_ITEM} after the confirm dialog: the balance drops to 1000`, async () => {
  await page.locator('.taro_page_show .order-tabs__tab', { hasText: '现金红包' }).first().click()
  const item = page.locator('.taro_page_show .gold-item', { hasText: CASH_ITEM }).first()
  await item.waitFor({ timeout: 15000 })
  assert.equal((await item.locator('.gold-item__btn').innerText()).trim(), '兑换')
  await item.locator('.gold-item__btn').click()
  await shown('.gold-confirm__ask').waitFor({ timeout: 10000 })
  assert.match(await shown('.gold-confirm__ask').innerText(), /1000金币兑换「1元现金」/)
  await settled()
  await shot('confirm')
  await tap('.gold-confirm .nut-dialog-footer-ok')
  await toastSays('兑换成功')
  await balanceIs(1000)
  assert.match(await item.locator('.gold-item__limit').innerText(), /已兑1次/)
  await page.waitForSelector('.app-toast', { state: 'detached', timeout: 10000 })
  await shot('redeemed')
})

await step('兑换记录 lists the redemption with the gold it cost', async () => {
  await tap('.gold-top__records')
  const row = shown('.gold-record')
  await row.waitFor({ timeout: 15000 })
  assert.equal(await page.locator('.taro_page_show .gold-record').count(), 1)
  assert.equal((await row.locator('.gold-record__title').innerText()).trim(), CASH_ITEM)
  assert.equal((await row.locator('.gold-record__gold').innerText()).trim(), '-1000金币')
  assert.match(await row.locator('.gold-record__grant').innerText(), /已存入钱包/)
  await settled()
  await shot('records')
})

await step(`充值金币: ${PACK} with Alipay leaves for the sandbox, which asks for 6.00`, async () => {
  await page.goto(`${base}#/pages_gold/index_gold`, { waitUntil: 'load' })
  await shown('.gold-top__recharge').waitFor({ timeout: 30000 })
  await balanceIs(1000)
  await tap('.gold-top__recharge')
  const tile = page.locator('.taro_page_show .gold-pack', { hasText: PACK }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.click()
  await attributeBecomes(tile, 'aria-checked', 'true')
  await tap(`.gold-pay__item--${ALIPAY}`)
  await attributeBecomes(shown(`.gold-pay__item--${ALIPAY}`), 'aria-checked', 'true')
  assert.match(await shown('.gold-recharge__submit').innerText(), /¥6\.00/)
  await settled()
  await shot('sheet')
  await tap('.gold-recharge__submit')
  await page.waitForURL(/\/dev\/pay\//, { timeout: 15000 })
  const back = new URL(page.url()).searchParams.get('return') ?? ''
  assert.match(back, /#\/pages_gold\/index_gold\?order_no=GD\d+/, `the sandbox returns to 金币兑换 with the order: ${back}`)
  assert.match(await page.locator('body').innerText(), /6\.00/)
  await shot('sandbox')
})

await step('确认支付 comes back to 金币兑换: 充值成功, +660 gold, the balance 1660', async () => {
  await page.locator('button.pay').click()
  await page.waitForURL(/pages_gold\/index_gold\?order_no=/, { timeout: 15000 })
  await page.waitForSelector('.taro_page_show [data-result="paid"]', { timeout: 15000 })
  assert.equal((await shown('.gold-result__title').innerText()).trim(), '充值成功')
  assert.equal((await shown('.gold-result__gold').innerText()).trim(), '+660金币已到账')
  await page.waitForFunction(() => document.querySelector('.taro_page_show .gold-result__balance')?.textContent?.includes('1660'), null, { timeout: 15000 })
  await settled()
  await shot('paid')
  await tap('.gold-result__back')
  await balanceIs(1660)
})

await step('充值记录 lists the order paid, with Alipay', async () => {
  await page.goto(`${base}#/pages_gold/order?tab=recharge`, { waitUntil: 'load' })
  const card = shown('.gold-order')
  await card.waitFor({ timeout: 15000 })
  assert.equal((await card.locator('.gold-order__chip').innerText()).trim(), '已支付')
  assert.match(await card.innerText(), /660金币/)
  assert.match(await card.innerText(), /支付宝/)
  await settled()
  await shot('orders')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
