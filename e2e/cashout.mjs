#!/usr/bin/env node
// Browser test of the wallet's cash-out against the real server: an operator credits a new user's
// wallet (`npm run ops`); the user sets the payment password with an SMS code, binds an Alipay
// account, and cashes out 10.00 with the password on the number keyboard: the withdrawal is
// pending and the money frozen; the operator pays it and 资金明细 shows it 已到账. A wrong password
// says how many tries are left, and the fifth locks cash-out. Debian Chromium at 375x667.
// Usage: node e2e/cashout.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, serverCalls, smsCodeIn, startServer, steps } from './lib/harness.mjs'

const TEL = '13744445555'
const PASSWORD = '246813'
const WRONG = '975310'

const server = await startServer({})
const { base } = server
const { step, finish } = steps()
const { ops } = serverCalls(server)
const phone = await openPhone('cashout')
const { page, errors, close, shot, tap, fill, settled } = phone
const shown = (selector) => page.locator(`.taro_page_show ${selector}`).first()

const KEYS = '.pay-keyboard .nut-numberkeyboard-body-keys .key'

/** Types digits on the number keyboard that is showing (its keys answer touches, not clicks). */
async function typeDigits(digits) {
  for (const d of digits) {
    await page.locator(KEYS, { hasText: new RegExp(`^${d}$`) }).first().tap()
  }
}

let loggedInAt = 0

await step('an operator credits 50.00 to a new user, who sees it on the cash-out page', async () => {
  await loginBySms(phone, server, TEL)
  loggedInAt = Date.now()
  const credited = await ops('wallet-credit', TEL, '--amount', '50.00', '--reason', '活动补发')
  assert.match(credited.stdout, /50\.00/)
  await page.goto(`${base}#/pages/cashout/cashout`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .wallet-hero__amount', { timeout: 30000 })
  assert.match(await shown('.wallet-hero__amount').innerText(), /50(\.00)?/)
  await settled()
  await shot('start')
})

await step('设置支付密码: the SMS code, then the same six digits twice', async () => {
  await page.goto(`${base}#/pages/cashout/settingpaypws`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .pay-code', { timeout: 30000 })
  // one SMS a minute per phone: the login code was the last one
  await page.waitForTimeout(Math.max(0, 61_000 - (Date.now() - loggedInAt)))
  const mark = server.output().length
  await tap('.code-button')
  const code = await server.waitFor(() => smsCodeIn(server.output(), TEL, 'cash_password', mark), 'the SMS code')
  await fill('pay-code', code)
  await tap('.wallet-actions__submit')
  await page.waitForSelector(KEYS, { state: 'visible', timeout: 10000 })
  await settled()
  await shot('password-first')
  await typeDigits(PASSWORD)
  await page.waitForTimeout(400)
  await typeDigits(PASSWORD)
  await page.waitForSelector('.app-toast', { timeout: 10000 })
  await shot('password-set')
  // then the page goes back; opened by its address it has no page below it, so back is home (with
  // one page in history): going elsewhere before that back ends would race it
  await page.waitForFunction(() => !location.hash.includes('settingpaypws'), null, { timeout: 10000 })
  await page.waitForSelector('.taro_page_show .home-search', { state: 'visible', timeout: 10000 })
  await settled()
})

await step('绑定支付宝: the real name and the account', async () => {
  await page.goto(`${base}#/pages/cashout/bindalipay`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .bind-form__name', { timeout: 30000 })
  await fill('bind-form__name', '张三')
  await fill('bind-form__account', '13744445555')
  await settled()
  await shot('bind')
  await tap('.wallet-actions__submit')
  await page.waitForSelector('.app-toast', { timeout: 10000 })
  // and on to 提现 (back, or there when nothing is below), which shows the new account
  await page.waitForFunction(() => /pages\/cashout\/cashout(\?|$)/.test(location.hash), null, { timeout: 10000 })
  await settled()
})

await step('提现 10.00 with the password: pending, the balance 40.00 and 10.00 frozen', async () => {
  await page.waitForSelector('.taro_page_show .cashout-channel__account', { timeout: 30000 })
  assert.match(await shown('.cashout-channel__account').innerText(), /137\*{4}5555/)
  await fill('cashout-amount__input', '10')
  await tap('.wallet-bar__btn')
  await page.waitForSelector(KEYS, { state: 'visible', timeout: 10000 })
  await typeDigits(PASSWORD)
  await page.waitForSelector('.taro_page_show .cashout-result', { timeout: 15000 })
  const result = await shown('.cashout-result').innerText()
  assert.match(result, /提现申请已提交/)
  assert.match(result, /40(\.00)?/)
  assert.match(result, /10(\.00)?/)
  await settled()
  await shot('pending')
})

await step('the operator pays it; 资金明细 shows the cash-out 已到账', async () => {
  const listed = await ops('cashouts')
  const id = /(?:^|\s)#?(\d+)\s/m.exec(listed.stdout.split('\n').find((l) => l.includes('10.00')) ?? '')?.[1]
  assert.ok(id, `the pending cash-out is listed:\n${listed.stdout}`)
  await ops('cashout-pay', id)
  await page.goto(`${base}#/pages/moneydetail/moneydetail`, { waitUntil: 'load' })
  // read once they show what the user reads: right after the page opens their text can be empty
  await page.waitForSelector('.taro_page_show .wallet-row >> text=已到账', { timeout: 30000 })
  await settled()
  const rows = await page.locator('.taro_page_show .wallet-row').allInnerTexts()
  assert.equal(rows.length, 2, rows.join('\n---\n'))
  for (const text of ['提现', '已到账', '-10.00', '余额 40.00']) assert.ok(rows[0].includes(text), `the cash-out row shows ${text}: ${rows[0]}`)
  for (const text of ['余额调整', '50.00']) assert.ok(rows[1].includes(text), `the operator's credit shows ${text}: ${rows[1]}`)
  await settled()
  await shot('history')
})

await step('a wrong password says how many tries are left; the fifth wrong one locks cash-out', async () => {
  await page.goto(`${base}#/pages/cashout/cashout`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .cashout-channel__account', { timeout: 30000 })
  for (let n = 1; n <= 5; n++) {
    await fill('cashout-amount__input', '1')
    await tap('.wallet-bar__btn')
    await page.waitForSelector(KEYS, { state: 'visible', timeout: 10000 })
    await typeDigits(WRONG)
    const message = n < 5 ? `还可尝试${5 - n}次` : '1小时'
    await page.waitForSelector(`text=${message}`, { timeout: 10000 })
    if (n === 1 || n === 5) {
      await settled()
      await shot(n === 1 ? 'wrong' : 'locked')
    }
    await page.keyboard.press('Escape').catch(() => undefined)
    await page.goto(`${base}#/pages/cashout/cashout?try=${n}`, { waitUntil: 'load' })
    await page.waitForSelector('.taro_page_show .cashout-channel__account', { timeout: 30000 })
  }
  const listed = await ops('cashouts', '--status', 'all')
  assert.equal(listed.stdout.split('\n').filter((l) => /\b1\.00\b/.test(l)).length, 0, 'no wrong try made a withdrawal')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
