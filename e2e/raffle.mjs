#!/usr/bin/env node
// Browser test of a raffle against the real server: a new user logs in by SMS, an operator gives
// them 1000 gold (`npm run ops -- gold-credit`); 幸运抽奖 lists the seeded wheel activity, whose page
// shows the cost, the gold and the published odds; 抽奖 turns the wheel, which stops on the server's
// prize, and the prize dialog says what the server says was won; the page's gold drops by the cost
// (as user/info says), and unless it was 谢谢参与 the prize is in 我的奖品. A second tap while the
// wheel turns sends nothing (one draw in raffle/wins, one cost taken). Debian Chromium at 375x667.
// Usage: node e2e/raffle.mjs   (needs the built H5: dist/h5, or the server's H5_DIR; starts the
// server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const TEL = '13755553333'
const GIVEN = 1000

const server = await startServer({})
const { base } = server
const { step, finish } = steps()
const { api, ops } = serverCalls(server)
const phone = await openPhone('raffle')
const { page, errors, close, shot, tap, settled } = phone
const shown = (selector) => page.locator(`.taro_page_show ${selector}`).first()


const textOf = async (selector) => (await shown(selector).innerText()).trim()
const goldIs = (gold) => page.waitForFunction(
  (want) => document.querySelector('.taro_page_show .raffle-draw__gold')?.textContent?.trim() === want, String(gold), { timeout: 15000 })

let wheel
let token
let goldBefore

await step('a new user with 1000 gold from an operator finds the wheel on 幸运抽奖', async () => {
  await loginBySms(phone, server, TEL)
  token = await tokenOf(page)
  const credited = await ops('gold-credit', TEL, '--gold', String(GIVEN), '--reason', '活动补发')
  assert.match(credited.stdout, new RegExp(String(GIVEN)))
  const { list } = await api('/api/raffle/activities', { page: 1, limit: 50 }, token)
  wheel = list.find((row) => row.style === 'wheel' && row.state === 'live')
  assert.ok(wheel, 'a live wheel activity in the seed')
  goldBefore = (await api('/api/user/info', {}, token)).gold ?? (await api('/api/raffle/detail', { activity_id: wheel.id }, token)).mine.gold
  await page.goto(`${base}#/pages_raffle/index_raffle`, { waitUntil: 'load' })
  const card = page.locator('.taro_page_show .raffle-activity', { hasText: wheel.title }).first()
  await card.waitFor({ timeout: 30000 })
  await settled()
  await shot('list')
  await card.click()
  await page.waitForFunction((id) => location.hash.includes(`pages_raffle/kevy-luckydraw?id=${id}`), wheel.id, { timeout: 15000 })
})

await step('the wheel page shows the cost, my gold and the published odds', async () => {
  await shown('.raffle-wheel__board canvas').waitFor({ timeout: 30000 })
  const detail = await api('/api/raffle/detail', { activity_id: wheel.id }, token)
  goldBefore = detail.mine.gold
  assert.ok(goldBefore >= GIVEN, `gold ${goldBefore}`)
  await goldIs(goldBefore)
  assert.equal(await textOf('.raffle-draw__cost'), `${wheel.cost_gold}金币`)
  const odds = await page.locator('.taro_page_show .raffle-odds__odds').allInnerTexts()
  assert.deepEqual(odds.map((text) => text.trim()), detail.prizes.map((prize) => `中奖概率 ${prize.odds}`))
  await settled()
  await shot('wheel')
})

let won

await step('抽奖 turns the wheel (a second tap sends nothing) and the dialog shows the server’s prize', async () => {
  const draws = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/raffle/draw')) draws.push(req.postDataJSON())
  })
  await tap('.raffle-wheel__go')
  await page.waitForTimeout(200)
  // the button says it is busy (aria-disabled) but still hears the tap: the flow sends nothing
  await shown('.raffle-wheel__go').click({ force: true })
  await shown('.raffle-dialog__prize').waitFor({ timeout: 20000 })
  assert.equal(draws.length, 1, 'one draw for two taps')
  const { list } = await api('/api/raffle/wins', { page: 1, limit: 10 }, token)
  const text = await textOf('.raffle-dialog__prize')
  if (text.startsWith('获得 ')) {
    won = text.slice(3)
    assert.equal(list[0]?.prize_name, won, 'the newest win is the prize shown')
  } else {
    assert.equal(text, '这次没有中奖，再接再厉！')
    assert.equal(list.length, 0)
  }
  await settled()
  await shot('prize')
})

await step('the page shows the gold taken, as the server says', async () => {
  const mine = (await api('/api/raffle/detail', { activity_id: wheel.id }, token)).mine
  const { list } = await api('/api/raffle/wins', { page: 1, limit: 10 }, token)
  const goldWon = list[0]?.kind === 'gold' ? list[0].value : 0
  assert.equal(mine.draws_total, 1)
  assert.equal(mine.gold, goldBefore - wheel.cost_gold + goldWon)
  await goldIs(mine.gold)
  await tap('.raffle-dialog .nut-dialog-footer-ok')
})

await step('我的奖品 lists the prize (unless 谢谢参与)', async () => {
  await page.goto(`${base}#/pages_raffle/my_raffle`, { waitUntil: 'load' })
  if (!won) {
    await shown('.raffle-empty').waitFor({ timeout: 15000 })
  } else {
    await shown('.raffle-win__name').waitFor({ timeout: 15000 })
    assert.equal(await textOf('.raffle-win__name'), won)
    assert.match(await textOf('.raffle-win__state'), /已发放|待领取/)
  }
  await settled()
  await shot('my-prizes')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
server.stop()
finish()
