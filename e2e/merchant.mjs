#!/usr/bin/env node
// Browser test of merchant onboarding against the real server: a user logs in, opens 商家入驻 from
// 我的 (the 商家入驻 link), goes to 申请入驻, fills the form (a category chip, the address chosen on
// the place search in pick mode, a licence photo through the shared uploader) and sends it; 我的申请
// shows it 已提交. An operator marks it contacted, then approved (the operator calls); back on
// 商家入驻 the applicant sees 已联系, then 已通过. Debian Chromium at 375x667.
// Usage: node e2e/merchant.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { loginBySms, openPhone, redPacketClosedToday, serverCalls, startServer, steps, tokenOf } from './lib/harness.mjs'

const TEL = '13755557777'
const SHOP = '黔味小馆（测试）'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const server = await startServer()
const { base } = server
const { step, finish } = steps()
const { api, opsCall } = serverCalls(server)

const phone = await openPhone('merchant')
const { page, tap } = phone
await redPacketClosedToday(page)
let token = ''
let applicationId = 0

/** Types into the NutUI input of a field of the apply form. */
const fill = (selector, value) => page.locator(`.taro_page_show ${selector} input`).fill(value)

await step('the user logs in and opens 商家入驻', async () => {
  await loginBySms(phone, server, TEL)
  token = await tokenOf(page)
  // the me tab's 商家入驻 link is checked by test/pages/me.test.tsx
  await page.goto(`${base}#/pagesme/businessinto/businessinto`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .mc-hero >> text=商家入驻饭贝', { timeout: 30000 })
  await page.waitForSelector('.taro_page_show .mc-mine >> text=还没有申请', { timeout: 15000 })
  await phone.settled()
  await phone.shot('businessinto')
})

await step('申请入驻: the form refuses an empty send, then takes an address from the place search and a licence photo', async () => {
  await tap('.mc-actions__apply')
  await page.waitForSelector('.taro_page_show .mc-form__submit', { timeout: 30000 })
  await tap('.mc-form__submit')
  await page.waitForSelector('.taro_page_show .mc-field__error >> text=请输入店铺名称', { timeout: 10000 })
  await fill('.mc-form__shop', SHOP)
  await fill('.mc-form__contact', '王先生')
  await fill('.mc-form__tel', '13800001111')
  await tap('.mc-chips__chip >> nth=0')
  await tap('.mc-form__address')
  await page.waitForSelector('.taro_page_show .search-location__input', { timeout: 30000 })
  assert.equal(await page.locator('.taro_page_show .search-location__current').count(), 0, 'no "current location" in pick mode')
  await page.locator('.taro_page_show .search-location__input input').fill('花果园')
  await page.waitForSelector('.taro_page_show .place-list__item', { timeout: 15000 })
  const picked = (await page.locator('.taro_page_show .place-list__name').first().textContent()).trim()
  await tap('.place-list__item >> nth=0')
  await page.waitForSelector(`.taro_page_show .mc-form__address-text >> text=${picked}`, { timeout: 15000 })
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 10000 }),
    page.locator('.taro_page_show .mc-form .nut-uploader-upload').first().click(),
  ])
  await chooser.setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG })
  await page.waitForSelector('.taro_page_show .nut-uploader-preview img', { timeout: 15000 })
  await phone.settled()
  await phone.shot('apply-filled')
  await tap('.mc-form__submit')
  await phone.toastSays('提交成功')
  const { list } = await api('/api/common/myApplications', {}, token)
  assert.equal(list[0].title, SHOP)
  assert.equal(list[0].state, 'submitted')
  applicationId = list[0].id
  const { applications } = await opsCall('/ops/merchant-applications', { kind: 'settle_in', state: 'submitted', limit: 500 })
  const row = applications.find((a) => a.id === applicationId)
  assert.ok(row.address.includes(picked), row.address)
  assert.equal(row.images.length, 1, 'the licence photo is kept')
})

await step('我的申请 shows it submitted; an operator marks it contacted, then approved: the applicant sees 已联系, then 已通过', async () => {
  await page.waitForSelector(`.taro_page_show .mc-app >> text=${SHOP}`, { timeout: 30000 })
  await page.waitForSelector('.taro_page_show .mc-app__state >> text=已提交', { timeout: 15000 })
  const contacted = await opsCall('/ops/merchant-application-update', { kind: 'settle_in', id: applicationId, state: 'contacted' })
  assert.equal(contacted.result.outcome, 'updated')
  await page.goto(`${base}#/pagesme/businessinto/businessinto`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .mc-app__state >> text=已联系', { timeout: 30000 })
  const approved = await opsCall('/ops/merchant-application-update', { kind: 'settle_in', id: applicationId, state: 'approved' })
  assert.equal(approved.result.outcome, 'updated')
  await page.reload({ waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .mc-app__state >> text=已通过', { timeout: 30000 })
  await phone.settled()
  await phone.shot('businessinto-approved')
})

await step('no page errors', async () => assert.deepEqual(phone.errors, []))

await phone.close()
server.stop()
finish()
