#!/usr/bin/env node
// Browser test of the daily sign-in against the real server: a new user opens 每日签到 from the
// home menu, signs in (签到成功，+10金币, day 1 of the strip done, today marked in the calendar),
// cannot sign in twice (今日已签到), and 金币明细 lists the +10 with the balance. Debian Chromium at
// 375x667.
// Usage: node e2e/signin.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, startServer, steps } from './lib/harness.mjs'

const server = await startServer()
const { base } = server
const { step, finish } = steps()
const phone = await openPhone('signin')
const { page, errors, close, shot, tap, toastSays, settled } = phone
const shown = (selector) => page.locator(`.taro_page_show ${selector}`).first()

await step('a new user opens 每日签到 from the home menu: no gold, no streak', async () => {
  await redPacketClosedToday(page)
  await loginBySms(phone, server, '13488889999')
  await page.goto(`${base}#/pages/index/index`, { waitUntil: 'load' })
  await page.locator('.taro_page_show >> text=每日签到').first().click()
  await shown('.signin-main').waitFor({ timeout: 30000 })
  assert.equal((await shown('.signin-hero__value').textContent())?.trim(), '0')
  assert.match(await shown('.signin-hero__streak').textContent() ?? '', /0天/)
  await settled()
  await shot('before')
})

await step('立即签到 gives day 1 (+10), marks it in the strip and today in the calendar', async () => {
  await tap('.signin-main')
  await toastSays('签到成功，+10金币')
  await page.waitForFunction(() => document.querySelector('.taro_page_show .signin-hero__value')?.textContent?.trim() === '10', null, { timeout: 15000 })
  await page.waitForFunction(() => document.querySelector('.taro_page_show .signin-main')?.textContent?.includes('今日已签到'), null, { timeout: 15000 })
  assert.equal(await page.locator('.taro_page_show .signin-strip__day--done').count(), 1)
  await shown('.signin-day--is-today.signin-day--signed').waitFor({ timeout: 15000 })
  await page.waitForSelector('.app-toast', { state: 'detached', timeout: 10000 })
  await shot('after')
})

await step('a second sign-in is not possible today', async () => {
  assert.ok(await shown('.signin-main').isDisabled() || (await shown('.signin-main').getAttribute('class'))?.includes('disabled'))
  await shown('.signin-main').click({ force: true })
  await page.waitForTimeout(500)
  assert.equal((await shown('.signin-hero__value').textContent())?.trim(), '10', 'no second reward')
})

await step('金币明细 lists the sign-in, +10, with the balance', async () => {
  await tap('.signin-hero__link')
  const row = shown('.gold-row')
  await row.waitFor({ timeout: 15000 })
  assert.equal(await page.locator('.taro_page_show .gold-row').count(), 1)
  assert.equal((await row.locator('.gold-row__title').textContent())?.trim(), '签到')
  assert.equal((await row.locator('.gold-row__amount').textContent())?.trim(), '+10')
  assert.match(await row.locator('.gold-row__balance').textContent() ?? '', /10/)
  await settled()
  await shot('gold-details')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
