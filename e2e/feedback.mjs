#!/usr/bin/env node
// Browser test of feedback against the real server: a user with one approved free meal opens 我的反馈
// (empty), writes a feedback on 意见反馈 (a type, the text, one screenshot through the shared
// uploader, the free meal chosen on 选择订单, a contact) and lands on 我的反馈 with it 待回复; an
// operator replies through the operator call; the list shows 已回复 with the unread dot, 反馈详情
// the reply, and the dot is gone once read; the operators' CLI lists it as replied. Debian Chromium at 375x667.
// Usage: node e2e/feedback.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loginBySms, openPhone, redPacketClosedToday, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const TEL = '13755557777'
// the seeded 24-hour shop: its window is open whenever the test runs
const SHOP = '夜半粥铺'
const TEXT = '霸王餐审核通过了，返利什么时候到账？'
const REPLY = '返利已计入钱包收益，请在收益明细查看'

const server = await startServer()
const { base } = server
const { step, finish } = steps()
const { api, opsCall, ops } = serverCalls(server)
const phone = await openPhone('feedback')
const { page, tap, fill, shot, settled } = phone
await redPacketClosedToday(page)
let token = ''
let feedbackId = 0

// a real PNG (1x1): the server checks uploads by their bytes
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const screenshot = path.join(os.tmpdir(), `fanbei-feedback-${process.pid}.png`)
fs.writeFileSync(screenshot, png)

await step('the user logs in and has an approved free meal', async () => {
  await loginBySms(phone, server, TEL)
  token = await tokenOf(page)
  const shops = await api('/api/shop/lists', { page: 1, limit: 5, keyword: SHOP, latitude: 26.647, longitude: 106.63 }, token)
  const shop = shops.list.find((s) => s.name.startsWith(SHOP))
  assert.ok(shop, `${SHOP} is seeded`)
  const order = await api('/api/order/grab', { shop_id: shop.id }, token)
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png')
  const uploaded = await (await fetch(`${base}api/user/placeUpload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()
  assert.equal(uploaded.status, 1, uploaded.msg)
  await api('/api/order/submitProof', { id: order.id, platform_order_no: `26112798765${String(order.id).padStart(5, '0')}`, images: [uploaded.result.url] }, token)
  const { results } = await opsCall('/ops/approve', { orders: [String(order.id)] })
  assert.equal(results[0].outcome, 'approved')
})

await step('我的反馈 is empty and offers to write one', async () => {
  await page.goto(`${base}#/pagesme/feedback/feedback`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show >> text=还没有反馈', { timeout: 30000 })
  await settled()
  await shot('empty')
  await tap('.fb-empty__add')
  await page.waitForSelector('.taro_page_show .fb-chip', { timeout: 15000 })
})

await step('意见反馈: a type, the text, one screenshot, the free meal chosen on 选择订单, a contact; sent, then 我的反馈', async () => {
  await tap('.fb-chip[data-type="rebate"]')
  await page.locator('.taro_page_show .fb-form__text textarea').fill(TEXT)
  await page.waitForSelector(`.taro_page_show .fb-form__counter >> text=${[...TEXT].length}/500`, { timeout: 5000 })
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 10000 }),
    page.locator('.taro_page_show .nut-uploader-upload').first().click(),
  ])
  await chooser.setFiles(screenshot)
  // the thumbnail shows once placeUpload has stored it on the server
  await page.waitForSelector('.taro_page_show .nut-uploader-preview img', { timeout: 15000 })

  await tap('.fb-row[role="button"]')
  await page.waitForSelector(`.taro_page_show .fb-order >> text=${SHOP}`, { timeout: 15000 })
  await settled()
  await shot('chooseorder')
  await tap('.fb-order')
  await page.waitForSelector(`.taro_page_show .fb-form__order >> text=${SHOP}`, { timeout: 15000 })
  await fill('fb-form__contact', 'wx_feedback_e2e')
  await settled()
  await shot('form')
  await tap('.fb-form__submit')
  await phone.toastSays('提交成功')
  await page.waitForSelector(`.taro_page_show .fb-item >> text=${TEXT}`, { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .fb-tag >> text=待回复', { timeout: 5000 })
  const { list } = await api('/api/userFeedback/lists', {}, token)
  assert.equal(list.length, 1)
  assert.equal(list[0].images.length, 1)
  assert.equal(list[0].order_kind, 'free_meal')
  assert.equal(list[0].contact, 'wx_feedback_e2e')
  feedbackId = list[0].id
})

await step('an operator replies through the operator call; 我的反馈 shows 已回复 with the unread dot', async () => {
  const { feedbacks } = await opsCall('/ops/feedback-list', { status: 'waiting', limit: 20 })
  assert.ok(feedbacks.some((f) => f.id === feedbackId), 'listed as waiting')
  const { result } = await opsCall('/ops/feedback-reply', { id: feedbackId, content: REPLY })
  assert.equal(result.outcome, 'replied', JSON.stringify(result))
  await page.goto(`${base}#/pagesme/feedback/feedback`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .fb-tag >> text=已回复', { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .fb-item__dot', { timeout: 5000 })
  await settled()
  await shot('replied')
})

await step('反馈详情 shows the screenshot, the order and the reply; back on the list the dot is gone', async () => {
  await tap('.fb-item')
  await page.waitForSelector(`.taro_page_show .fb-thread__text >> text=${REPLY}`, { timeout: 15000 })
  await page.waitForSelector(`.taro_page_show .fb-detail__order >> text=${SHOP}`, { timeout: 5000 })
  assert.equal(await page.locator('.taro_page_show .fb-detail__thumb').count(), 1)
  await settled()
  await shot('detail')
  const { list } = await api('/api/userFeedback/lists', {}, token)
  assert.equal(list[0].unread, false)
  await page.goBack()
  await page.waitForSelector('.taro_page_show .fb-tag >> text=已回复', { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .fb-item__dot', { state: 'detached', timeout: 10000 })
})

await step('the operators\' CLI lists it as replied', async () => {
  const { stdout } = await ops('feedback-list', '--status', 'replied')
  assert.ok(stdout.split('\n').some((line) => line.startsWith(String(feedbackId)) || line.includes(` ${feedbackId} `)), stdout)
})

await step('no page errors', async () => assert.deepEqual(phone.errors, []))

await phone.close()
server.stop()
fs.rmSync(screenshot, { force: true })
finish()
