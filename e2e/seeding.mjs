#!/usr/bin/env node
// Browser test of the seeding activity against the real server: a user opens 种草活动 from 挑战赛's
// header, sees the seeded 小红书种草领 500 金币 with its copy and the Xiaohongshu posts, copies the
// copy, joins (立即报名), is refused a link of another platform, then submits a xiaohongshu.com link
// and a screenshot through the page's uploader; the page says 审核中. An operator approves the
// entry through the operator calls (seeding-submissions, seeding-approve); the page then shows
// 已通过 with the reward, and the user's gold went up by 500 (the gold ledger: 种草奖励).
// Debian Chromium at 375x667.
// Usage: node e2e/seeding.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loginBySms, openPhone, redPacketClosedToday, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const TEL = '13755557777'
const TITLE = '小红书种草领 500 金币'
const LINK = 'https://www.xiaohongshu.com/explore/65f0c0ffee0000000000'

// a real PNG (1x1) as the post's screenshot: the server checks uploads by their bytes
const screenshot = path.join(os.tmpdir(), `fanbei-seeding-${process.pid}.png`)
fs.writeFileSync(screenshot, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))

const server = await startServer()
const { base } = server
const { step, finish } = steps()
const { api, opsCall } = serverCalls(server)

const phone = await openPhone('seeding')
const { page, tap, fill } = phone
await redPacketClosedToday(page)
let token = ''
let userId = 0
let goldBefore = 0

await step('the user logs in; 挑战赛 leads to 种草活动, which shows the seeded activity, its copy and the Xiaohongshu posts', async () => {
  await loginBySms(phone, server, TEL)
  token = await tokenOf(page)
  const info = await api('/api/user/info', {}, token)
  userId = info.id
  goldBefore = info.gold
  await page.goto(`${base}#/challenge/challenge`, { waitUntil: 'load' })
  await tap('.ch-hero__link >> text=种草赚金币')
  await page.waitForSelector(`.taro_page_show .sd-hero__title >> text=${TITLE}`, { timeout: 30000 })
  await page.waitForSelector('.taro_page_show .sd-hero__amount >> text=500 金币', { timeout: 10000 })
  await page.waitForSelector('.taro_page_show .sd-post__title', { timeout: 15000 })
  assert.equal(await page.locator('.taro_page_show .sd-post').count(), 3)
  assert.equal(await page.locator('.taro_page_show .sd-pics__img').count(), 3)
  await phone.settled()
  await phone.shot('activity')
})

await step('复制 copies the text; 立即报名 joins', async () => {
  await tap('.sd-copy .sd-copy__btn')
  await phone.toastSays('已复制')
  await tap('.sd-apply__btn')
  await phone.toastSays('报名成功')
  await page.waitForSelector('.taro_page_show .sd-form', { timeout: 10000 })
  assert.equal((await api('/api/seedingActivity/getSeeding', { user_id: userId }, token)).status, 'applied')
})

await step("another platform's link is refused on the page, naming 小红书; the xiaohongshu link and a screenshot go to review", async () => {
  await fill('sd-form__link', 'https://www.douyin.com/video/1')
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 10000 }),
    page.locator('.taro_page_show .sd-form .nut-uploader-upload').first().click(),
  ])
  await chooser.setFiles(screenshot)
  // the thumbnail shows once placeUpload has stored it on the server
  await page.waitForSelector('.taro_page_show .sd-form .nut-uploader-preview img', { timeout: 15000 })
  await page.waitForTimeout(500)
  await tap('.sd-form__submit')
  await phone.toastSays('请提交小红书的笔记链接')
  await fill('sd-form__link', LINK)
  await tap('.sd-form__submit')
  await phone.toastSays('提交成功')
  await page.waitForSelector('.taro_page_show .sd-state >> text=审核中', { timeout: 15000 })
  await phone.settled()
  await phone.shot('in-review')
})

await step('an operator finds the submission and approves it: 500 gold, once', async () => {
  const { submissions } = await opsCall('/ops/seeding-submissions', { state: 'submitted', limit: 50 })
  const mine = submissions.find((s) => s.link === LINK)
  assert.ok(mine, JSON.stringify(submissions))
  assert.equal(mine.images.length, 1)
  const { result } = await opsCall('/ops/seeding-approve', { id: mine.id })
  assert.equal(result.outcome, 'approved', JSON.stringify(result))
  const again = await opsCall('/ops/seeding-approve', { id: mine.id })
  assert.equal(again.result.outcome, 'not_submitted')
  assert.equal((await api('/api/user/info', {}, token)).gold, goldBefore + 500)
})

await step('the page shows 已通过 with the reward; the gold ledger has 种草奖励', async () => {
  await page.reload({ waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .sd-state >> text=已通过，已获得 500 金币', { timeout: 30000 })
  assert.equal(await page.locator('.taro_page_show .sd-form').count(), 0)
  await phone.settled()
  await phone.shot('approved')
  const records = await api('/api/signIn/lists', { page: 1, limit: 10 }, token)
  assert.ok(records.list.some((r) => r.title === '种草奖励' && r.gold === 500), JSON.stringify(records.list))
})

await step('no page errors', async () => assert.deepEqual(phone.errors, []))

await phone.close()
server.stop()
fs.rmSync(screenshot, { force: true })
finish()
