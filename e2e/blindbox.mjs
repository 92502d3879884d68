#!/usr/bin/env node
// Browser test of a blind box with friends' help against the real server (docs/rules.md "Blind
// boxes"; the demo settings: 3 help points, a new user's help counts 2): A opens 盲盒, sees the
// contents with their odds and the rules, starts a box and copies its help link on 邀请好友助力; B
// opens the link logged out, taps 帮TA助力, logs in by SMS code on the page and the help counts
// (2 of 3); C (logged in) opens the link and helps: the box opens; A sees the prize on 盲盒 and in
// the balance that earned it (gold or wallet), and the help records. Debian Chromium at 375x667,
// three phones.
// Usage: node e2e/blindbox.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, sendSmsLoginForm, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const A_TEL = '13755550001'
const B_TEL = '13755550002'
const C_TEL = '13755550003'

const server = await startServer({})
const { base } = server
const { step, finish } = steps()
const { api } = serverCalls(server)


const a = await openPhone('blindbox-a')
const b = await openPhone('blindbox-b')
const c = await openPhone('blindbox-c')
for (const phone of [a, b, c]) await redPacketClosedToday(phone.page)
await a.page.addInitScript(() => {
  window.__copied = []
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.__copied.push(text) } } })
})
let link = ''
let before = { gold: 0, amount: '0.00' }

try {
  await step('A opens 盲盒: the contents with their odds and the rules before starting; starts a box', async () => {
    await loginBySms(a, server, A_TEL)
    before = await api('/api/user/info', {}, await tokenOf(a.page))
    await a.page.goto(`${base}#/pages_gold/blind_box`, { waitUntil: 'load' })
    await a.page.waitForSelector('.taro_page_show .blind-hero__start', { timeout: 30000 })
    const odds = await a.page.locator('.taro_page_show .blind-contents__odds').allTextContents()
    assert.deepEqual(odds, ['50%', '30%', '15%', '5%'])
    await a.page.waitForSelector('.taro_page_show >> text=集齐 3 点助力即开启', { timeout: 5000 })
    await a.page.waitForSelector('.taro_page_show >> text=注册 24 小时内的新用户助力记 2 点', { timeout: 5000 })
    await a.settled()
    await a.shot('blind-box')
    await a.tap('.blind-hero__start')
    await a.page.waitForSelector('.taro_page_show [role="progressbar"][aria-valuenow="0"]', { timeout: 15000 })
    assert.equal(await a.page.locator('.taro_page_show .blind-progress__slot--empty').count(), 3)
    await a.page.waitForSelector('.taro_page_show >> text=盲盒将过期作废', { timeout: 5000 })
    await a.settled()
    await a.shot('blind-box-open')
  })

  await step('A copies the help link on 邀请好友助力', async () => {
    await a.tap('.blind-hero__invite')
    await a.page.waitForSelector('.taro_page_show .blind-invite__copy', { timeout: 30000 })
    await a.tap('.blind-invite__copy')
    await a.toastSays('已复制')
    link = await a.page.evaluate(() => window.__copied.at(-1))
    assert.match(link, /#\/pages_gold\/blind_box_help\?code=[A-Z2-9]{10}$/, link)
  })

  await step('B opens the link logged out, taps 帮TA助力, logs in on the page and the help counts 2 (a new user)', async () => {
    const { page, tap } = b
    await page.goto(link, { waitUntil: 'load' })
    await page.waitForSelector('.taro_page_show .blind-help__help', { timeout: 30000 })
    await page.waitForSelector('.taro_page_show >> text=邀请你帮TA开盲盒', { timeout: 5000 })
    await b.settled()
    await b.shot('blind-box-help')
    await tap('.blind-help__help')
    await page.waitForSelector('.taro_page_show .blind-help__login .login__tel', { timeout: 15000 })
    await sendSmsLoginForm(b, server, B_TEL)
    await b.toastSays('助力成功')
    await page.waitForSelector('.taro_page_show [role="progressbar"][aria-valuenow="2"]', { timeout: 15000 })
    await page.waitForSelector('.taro_page_show .blind-help__reason--helped', { timeout: 15000 })
    await b.shot('blind-box-helped')
  })

  await step('C, logged in, opens the link and helps: the box opens', async () => {
    await loginBySms(c, server, C_TEL)
    await c.page.goto(link, { waitUntil: 'load' })
    await c.page.waitForSelector('.taro_page_show .blind-help__help', { timeout: 30000 })
    await c.tap('.blind-help__help')
    await c.toastSays('助力成功')
    await c.page.waitForSelector('.taro_page_show .blind-help__reason--opened', { timeout: 15000 })
    await c.page.waitForSelector('.taro_page_show [role="progressbar"][aria-valuenow="3"]', { timeout: 15000 })
  })

  await step('A sees the prize on 盲盒 and in the balance that earned it; the help records list B and C', async () => {
    await a.page.goto(`${base}#/pages_gold/blind_box`, { waitUntil: 'load' })
    await a.page.waitForSelector('.taro_page_show .blind-hero__prize', { timeout: 30000 })
    const said = await a.page.locator('.taro_page_show .blind-hero__prize').textContent()
    const token = await tokenOf(a.page)
    const { past } = await api('/api/blindBox/mine', {}, token)
    const prize = past[0].prize
    assert.equal(past[0].status, 'opened')
    const after = await api('/api/user/info', {}, token)
    if (prize.kind === 'gold') {
      assert.equal(said, `恭喜获得 ${prize.amount} 金币`)
      assert.equal(after.gold - before.gold, Number(prize.amount))
    } else {
      assert.equal(said, `恭喜获得 ¥${prize.amount} 现金`)
      assert.equal((Number(after.amount) - Number(before.amount)).toFixed(2), prize.amount)
      const income = await api('/api/Wallet/income', { kind: 'blind_box' }, token)
      assert.equal(income.list[0].amount, prize.amount)
    }
    await a.settled()
    await a.shot('blind-box-opened')
    await a.page.goto(`${base}#/pages_gold/blind_box_help_list`, { waitUntil: 'load' })
    await a.page.waitForSelector('.taro_page_show .blind-record', { timeout: 30000 })
    assert.equal(await a.page.locator('.taro_page_show .blind-record').count(), 2)
    const points = await a.page.locator('.taro_page_show .blind-record__points').allTextContents()
    // both are new users: each help counted 2 (C's completed the 3 points)
    assert.deepEqual(points, ['为你助力 +2', '为你助力 +2'])
  })

  await step('no page errors', async () => assert.deepEqual([...a.errors, ...b.errors, ...c.errors], []))
} finally {
  await Promise.all([a.close(), b.close(), c.close()])
  server.stop()
}
finish()
