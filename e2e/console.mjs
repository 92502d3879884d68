#!/usr/bin/env node
// Browser test of the operator console (admin/, served at /admin/; docs/console.md) against the
// real server: the first admin is created with the operators' CLI, logs in with a TOTP code the
// test computes from the printed secret, and creates a reviewer and a finance operator (their
// password and secret read from the dialog that shows them once). A user grabs a free meal and
// sends proof through the app's API, and a second user sends the same proof; the reviewer logs
// in, sees both flagged (the same platform order number, the same screenshot), approves the first
// with the A key (the user's wallet holds the rebate) and rejects the copy with R; the user cashes out, finance pays it from the
// cash-out page; the reviewer finds no cash-out entry in the menu and a 403 page at its URL; the
// admin's audit log lists both changes; the admin's dashboard counts today's grabs, the approval and
// the payout. A content operator sets 夜半粥铺's deal quota in the catalogue's drawer and the app's
// detail and list show it at once; the reviewer gets the catalogue's 403 page. Screenshots at
// 1280x800 and at a tablet's 834x1112.
// Debian Chromium. Usage: node e2e/console.mjs   (needs admin/dist: npm run build:admin; starts
// the server itself on a free port)
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { PNG } from 'pngjs'
import { Secret, TOTP } from 'otpauth'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/browser.mjs'
import { DEMO_CENTRE } from '../scripts/lib/server.mjs'
import { serverCalls, shotsDir, smsCodeIn, startServer, steps, waitFor } from './lib/harness.mjs'

const REPO = path.resolve(import.meta.dirname, '..')
if (!fs.existsSync(path.join(REPO, 'admin/dist/index.html'))) {
  console.error('admin/dist is not built: run `npm run build:admin` first')
  process.exit(1)
}

const SHOP = '夜半粥铺'
const REBATE = '12.00'
const TEL = '13622223333'
/** Sends the same proof as TEL: the queue flags it. */
const COPY_TEL = '13622224444'
const PLATFORM_ORDER_NO = '2611281234567890'
const CASH_PASSWORD = '246813'
const server = await startServer()
const { base } = server
// ok: an app call as the app makes it, status 1 asserted, its result
const { ops, api: ok } = serverCalls(server)
const { step, finish } = steps()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
const errors = []


/** The current code of an authenticator holding `secret` (RFC 6238, as the server checks it). */
const totpNow = (secret) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate()

/** Once the dialogs' and tables' animations have ended (spinners go on turning). */
const settled = (page) => page.waitForFunction(
  () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, { timeout: 5000 })

/** A screenshot once the tables and lists have loaded (no spinner turning) and the fades ended. */
async function shoot(page, file) {
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15000 })
  await settled(page)
  await page.screenshot({ path: path.join(shotsDir, file) })
}

/** A browser of its own (storage apart) at `width`x`height`, its page errors collected. */
async function openDesk(name, width = 1280, height = 800) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' })
  const page = await context.newPage()
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/the server responded with a status of (401|403)/.test(m.text())) errors.push(`${name} console: ${m.text()}`)
  })
  return { page, context, shot: (label) => page.screenshot({ path: path.join(shotsDir, `console-${name}-${label}.png`), fullPage: true }) }
}

/** Logs in on the console's login page with the password and the authenticator's code. */
async function logIn(page, { username, password, secret }) {
  await page.goto(`${base}admin/login`, { waitUntil: 'load' })
  await page.locator('#login_username').fill(username)
  await page.locator('#login_password').fill(password)
  await page.locator('#login_code').fill(totpNow(secret))
  await page.locator('.console-login__submit').click()
  await page.locator('.console-operator').waitFor({ timeout: 15000 })
}

/** The one-time credentials the dialog shows, then closed. */
async function readCredentials(page) {
  const dialog = page.locator('.operator-credentials')
  await dialog.locator('.credentials-qr canvas').waitFor({ timeout: 10000 })
  const password = (await dialog.locator('.credentials-password').innerText()).trim()
  const secret = (await dialog.locator('.credentials-secret').innerText()).trim()
  return { password, secret }
}

/** A proof screenshot the reviewer can look at: a phone-shaped PNG (the server checks the bytes). */
function proofPng() {
  const png = new PNG({ width: 360, height: 640 })
  for (let y = 0; y < 640; y++) {
    for (let x = 0; x < 360; x++) {
      const i = (y * 360 + x) * 4
      const header = y < 90
      const row = Math.floor((y - 90) / 70) % 2 === 0
      png.data[i] = header ? 255 : row ? 250 : 240
      png.data[i + 1] = header ? 196 : row ? 250 : 240
      png.data[i + 2] = header ? 0 : row ? 250 : 240
      png.data[i + 3] = 255
    }
  }
  return PNG.sync.write(png)
}

const admin = { username: 'admin' }
const reviewer = { username: 'reviewer01', name: '审核小王' }
const finance = { username: 'finance01', name: '财务小李' }
const content = { username: 'content01', name: '内容小张' }
let userToken = ''
let loggedInAt = 0
let orderId = 0
let orderNo = ''
/** The second user's order with TEL's proof. */
let copied = { token: '', id: 0, orderNo: '' }
let adminDesk
let reviewerDesk

await step('the first admin is created with the operators\' CLI (password and TOTP secret printed once)', async () => {
  const { stdout } = await ops('operator-create', '--username', 'admin', '--name', '管理员', '--role', 'admin')
  admin.password = /^password: (\S+)$/m.exec(stdout)?.[1]
  admin.secret = /^totp_secret: (\S+)$/m.exec(stdout)?.[1]
  assert.ok(admin.password && admin.secret, stdout)
  assert.match(stdout, /^otpauth_uri: otpauth:\/\/totp\//m)
})

/** A user logs in by SMS, grabs a free meal at SHOP and sends its proof (the app's API). */
async function userWithProof(tel, platformOrderNo) {
  const { key } = await ok('/api/login/imageCode', {})
  const text = await server.waitFor(() => new RegExp(`\\[captcha\\] key=${key} text=(\\S+)`).exec(server.output())?.[1], 'the captcha text')
  const mark = server.output().length
  await ok('/api/login/getNewsLoginCode', { tel, image_code: text, image_key: key })
  const code = await server.waitFor(() => smsCodeIn(server.output(), tel, 'login', mark), 'the SMS code')
  const token = (await ok('/api/login/codeLogin', { tel, code })).token
  const shops = await ok('/api/shop/lists', { page: 1, limit: 5, keyword: SHOP, ...DEMO_CENTRE }, token)
  const shop = shops.list.find((s) => s.name.startsWith(SHOP))
  assert.ok(shop, `${SHOP} is seeded`)
  const { id } = await ok('/api/order/grab', { shop_id: shop.id }, token)
  const form = new FormData()
  form.append('file', new Blob([proofPng()], { type: 'image/png' }), 'proof.png')
  const uploaded = await (await fetch(`${base}api/user/placeUpload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()
  assert.equal(uploaded.status, 1, uploaded.msg)
  await ok('/api/order/submitProof', { id, platform_order_no: platformOrderNo, images: [uploaded.result.url] }, token)
  const { order_no } = await ok('/api/order/detail', { id }, token)
  assert.ok(order_no, 'the order has its number')
  return { token, id, orderNo: order_no }
}

await step('a user logs in, grabs a free meal and sends its proof (the app\'s API)', async () => {
  const sent = await userWithProof(TEL, PLATFORM_ORDER_NO)
  loggedInAt = Date.now()
  ;({ token: userToken, id: orderId, orderNo } = sent)
})

await step('a second user sends the same platform order number and the same screenshot, later', async () => {
  copied = await userWithProof(COPY_TEL, PLATFORM_ORDER_NO)
})

await step('the console asks for a login; a wrong code is refused with the server\'s message', async () => {
  adminDesk = await openDesk('admin')
  const { page, shot } = adminDesk
  await page.goto(`${base}admin/`, { waitUntil: 'load' })
  await page.waitForURL(/\/admin\/login$/, { timeout: 15000 })
  await page.locator('#login_username').fill(admin.username)
  await page.locator('#login_password').fill(admin.password)
  const right = totpNow(admin.secret)
  await page.locator('#login_code').fill(right === '000000' ? '111111' : '000000')
  await shot('login')
  await page.locator('.console-login__submit').click()
  await page.locator('.ant-message-error').waitFor({ timeout: 10000 })
  assert.ok(page.url().endsWith('/admin/login'))
})

await step('the admin logs in with the TOTP code and sees every page in the menu', async () => {
  const { page, shot } = adminDesk
  await logIn(page, admin)
  const menu = await page.locator('.console-sider .ant-menu').innerText()
  for (const entry of ['霸王餐审核', '提现审核', '运营人员', '操作日志']) assert.ok(menu.includes(entry), `${entry} in ${menu}`)
  await page.goto(`${base}admin/operators`, { waitUntil: 'load' })
  await page.locator('.ant-table-row', { hasText: 'admin' }).waitFor({ timeout: 15000 })
  await shot('operators')
})

for (const [who, roleLabel] of [[reviewer, '审核员'], [finance, '财务'], [content, '内容运营']]) {
  await step(`the admin creates ${who.username} (${roleLabel}): password, secret and QR code shown once`, async () => {
    const { page, shot } = adminDesk
    await page.locator('.operator-create').click()
    await page.locator('#newOperator_username').waitFor({ timeout: 10000 })
    await settled(page)
    await page.locator('#newOperator_username').fill(who.username)
    await page.locator('#newOperator_name').fill(who.name)
    // the role's dropdown (an earlier dialog's hidden one may still be in the page)
    const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${roleLabel}"]`)
    await waitFor(async () => {
      if (await option.isVisible()) return true
      await page.locator('.operator-create-dialog .ant-select').click()
      return option.waitFor({ timeout: 3000 }).then(() => true, () => false)
    }, 'the role dropdown', 15000)
    await settled(page)
    await option.click()
    await page.locator('.operator-create-dialog .ant-modal-footer .ant-btn-primary').click()
    Object.assign(who, await readCredentials(page))
    assert.match(who.password, /^\S{16}$/)
    assert.match(who.secret, /^[A-Z2-7]+=*$/)
    if (who === reviewer) await shot('credentials')
    await page.locator('.credentials-done').click()
    await page.locator('.ant-table-row', { hasText: who.username }).waitFor({ timeout: 10000 })
  })
}

await step('the reviewer logs in: only the review queue in the menu, the proof shown with its facts, screenshot, deal, history and signals', async () => {
  reviewerDesk = await openDesk('reviewer')
  const { page, shot } = reviewerDesk
  await logIn(page, reviewer)
  // every role starts on the dashboard
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 15000 })
  await page.goto(`${base}admin/proofs`, { waitUntil: 'load' })
  const menu = await page.locator('.console-sider .ant-menu').innerText()
  assert.ok(menu.includes('霸王餐审核'), menu)
  for (const hidden of ['提现审核', '运营人员', '操作日志']) assert.ok(!menu.includes(hidden), `${hidden} hidden from the reviewer`)
  await page.locator('.proof-shop', { hasText: SHOP }).waitFor({ timeout: 15000 })
  assert.equal((await page.locator('.proof-platform-no').innerText()).trim(), PLATFORM_ORDER_NO)
  // the oldest proof first, flagged too: the copy in review holds the same platform order number
  await page.locator('.proof-signal--same_platform_order_no', { hasText: copied.orderNo }).waitFor({ timeout: 10000 })
  assert.match(await page.locator('.proof-signal--same_platform_order_no').innerText(), /审核中/)
  assert.match(await page.locator('.proof-deal').innerText(), /10:00|:/, 'the deal\'s windows')
  assert.match(await page.locator('.proof-user__counts').innerText(), /审核中 1/)
  assert.match(await page.locator('.proof-queue__list').innerText(), new RegExp(copied.orderNo))
  assert.equal((await page.locator('.proof-rebate').innerText()).trim(), `¥${REBATE}`)
  await page.locator('.proof-queue__detail .ant-image img').first().waitFor({ timeout: 10000 })
  assert.ok(await page.locator('.proof-queue__detail .ant-image img').first().evaluate((img) => img.complete && img.naturalWidth === 360), 'the screenshot loads')
  assert.match(await page.locator('.proof-queue__shortcuts').innerText(), /A 通过.*R 驳回.*J 下一单.*K 上一单/)
  await shot('queue')
})

await step('the screenshot opens large in the preview; R opens the reason dialog, Escape closes it', async () => {
  const { page, shot } = reviewerDesk
  await page.locator('.proof-screenshot').first().click()
  await page.locator('.ant-image-preview-img').waitFor({ timeout: 10000 })
  await shot('preview')
  await page.keyboard.press('Escape')
  await page.locator('.ant-image-preview-img').waitFor({ state: 'detached', timeout: 10000 })
  await page.keyboard.press('r')
  await page.locator('.ant-modal-title', { hasText: orderNo }).waitFor({ timeout: 10000 })
  await page.keyboard.press('Escape')
  await page.locator('.ant-modal-title', { hasText: orderNo }).waitFor({ state: 'hidden', timeout: 10000 })
})

await step('the reviewer approves it with A; the rebate is in the user\'s wallet', async () => {
  const { page, shot } = reviewerDesk
  await page.keyboard.press('a')
  await page.locator('.ant-message-success', { hasText: orderNo }).waitFor({ timeout: 15000 })
  await shot('approved')
  const order = await ok('/api/order/detail', { id: orderId }, userToken)
  assert.equal(order.status, 'approved')
  assert.equal((await ok('/api/user/info', {}, userToken)).amount, REBATE)
})

await step('the copy comes next, flagged: the platform order number and the screenshot of the approved order; R rejects it with a reason', async () => {
  const { page, shot } = reviewerDesk
  // the queue as loaded still says the first order is in review: a refresh reads it approved
  await page.getByRole('button', { name: '刷新' }).click()
  const samePlatformNo = page.locator('.proof-signal--same_platform_order_no', { hasText: orderNo })
  await samePlatformNo.filter({ hasText: '已通过' }).waitFor({ timeout: 15000 })
  // the screenshot's hash is computed just after the proof's answer: a reload shows it once stored
  await waitFor(async () => {
    if (await page.locator('.proof-signal--same_screenshot', { hasText: orderNo }).count()) return true
    await page.waitForTimeout(500)
    await page.getByRole('button', { name: '刷新' }).click()
    await page.locator('.proof-signal--same_platform_order_no').waitFor({ timeout: 10000 })
    return false
  }, 'the same-screenshot signal')
  await shot('flagged')
  await page.keyboard.press('r')
  await page.locator('.ant-modal-title', { hasText: copied.orderNo }).waitFor({ timeout: 10000 })
  await page.getByLabel('驳回原因（用户可见）').fill('平台订单号已被使用')
  await page.locator('.ant-modal-footer .ant-btn-dangerous').click()
  await page.locator('.ant-message-success', { hasText: copied.orderNo }).waitFor({ timeout: 15000 })
  await page.locator('.proof-queue__list', { hasText: '没有待审核的订单' }).waitFor({ timeout: 10000 })
  const order = await ok('/api/order/detail', { id: copied.id }, copied.token)
  assert.equal(order.status, 'rejected')
})

await step('the reviewer finds no cash-out entry, and the cash-out page answers 403', async () => {
  const { page, shot } = reviewerDesk
  await page.goto(`${base}admin/cashouts`, { waitUntil: 'load' })
  await page.locator('.ant-result-403').waitFor({ timeout: 15000 })
  await shot('403')
  // nor does the server answer the reviewer's session the cash-out list
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('console-session')).token)
  const res = await fetch(`${base}ops/cashouts`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-session': session }, body: JSON.stringify({ status: 'pending', limit: 10 }) })
  assert.equal(res.status, 403)
  assert.equal((await res.json()).status, 0)
})

await step('the user cashes out 10.00 (payment password set with an SMS code, an Alipay account)', async () => {
  // one SMS a minute per phone: the login code was the last one
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 61_000 - (Date.now() - loggedInAt))))
  const mark = server.output().length
  await ok('/api/user/handleCode', { purpose: 'cash_password' }, userToken)
  const code = await server.waitFor(() => smsCodeIn(server.output(), TEL, 'cash_password', mark), 'the SMS code')
  await ok('/api/user/updateCashPassword', { cash_password: CASH_PASSWORD, re_cash_password: CASH_PASSWORD, code }, userToken)
  await ok('/api/wallet/saveAlipayInfo', { real_name: '张三', alipay_number: 'zhangsan@example.com' }, userToken)
  await ok('/api/wallet/cashOut', { cash_password: CASH_PASSWORD, amount: '10.00', pay_type: 2 }, userToken)
})

await step('finance logs in on the cash-out page and pays it', async () => {
  const { page, shot } = await openDesk('finance')
  await logIn(page, finance)
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 15000 })
  await page.goto(`${base}admin/cashouts`, { waitUntil: 'load' })
  const row = page.locator('.ant-table-row', { hasText: 'zhangsan@example.com' })
  await row.waitFor({ timeout: 15000 })
  assert.match(await row.innerText(), /¥10\.00/)
  await shot('cashouts')
  await row.locator('.cashout-pay').click()
  await page.locator('.ant-popconfirm .ant-btn-primary').click()
  await page.locator('.ant-message-success').waitFor({ timeout: 15000 })
  await row.waitFor({ state: 'detached', timeout: 10000 })
  const { stdout } = await ops('cashouts', '--status', 'paid')
  assert.match(stdout, /zhangsan@example\.com/, 'the cash-out is paid')
})

await step('content logs in, opens the catalogue from the menu, sets 夜半粥铺\'s deal to 37 slots a day in the drawer; the app\'s detail and list show it at once', async () => {
  const { page, shot } = await openDesk('content')
  await logIn(page, content)
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 15000 })
  await page.locator('.console-sider .ant-menu-item', { hasText: '店铺与霸王餐' }).click()
  await page.waitForURL(/\/admin\/catalogue$/, { timeout: 15000 })
  const menu = await page.locator('.console-sider .ant-menu').innerText()
  assert.ok(menu.includes('店铺与霸王餐'), menu)
  for (const hidden of ['霸王餐审核', '提现审核', '运营人员']) assert.ok(!menu.includes(hidden), `${hidden} hidden from content`)
  const listed = async () => (await ok('/api/shop/lists', { page: 1, limit: 5, keyword: SHOP, ...DEMO_CENTRE })).list.find((s) => s.name.startsWith(SHOP))
  const shop = await listed()
  // the grabs of this run were in an open window: the morning's slots are released, those held count
  const before = (await ok('/api/shop/detail', { id: shop.id, ...DEMO_CENTRE })).free_meal
  const held = before.quota_total - before.quota_left
  assert.ok(held >= 2, `${held} slots held`)
  await page.getByPlaceholder('按店名搜索').fill(SHOP)
  await page.getByPlaceholder('按店名搜索').press('Enter')
  const row = page.locator('.ant-table-row', { hasText: SHOP })
  await row.waitFor({ timeout: 15000 })
  await row.locator('.deal-edit').click()
  await page.locator('#deal_am_quota').waitFor({ timeout: 10000 })
  await settled(page)
  // 37 in the morning, none in the afternoon: 37 released however late in the day the run is
  await page.locator('#deal_am_quota').fill('37')
  await page.locator('#deal_pm_quota').fill('0')
  await page.locator('.ant-drawer', { hasText: '每日名额：37' }).waitFor({ timeout: 10000 })
  await shot('deal')
  await page.locator('.deal-save').click()
  await page.locator('.ant-message-success', { hasText: '每日 37 份' }).waitFor({ timeout: 15000 })
  const after = (await ok('/api/shop/detail', { id: shop.id, ...DEMO_CENTRE })).free_meal
  assert.deepEqual([after.quota_total, after.quota_left], [37, 37 - held])
  const inList = await listed()
  assert.deepEqual([inList.quota_total, inList.quota_left], [37, 37 - held])
})

await step('the reviewer cannot open the catalogue (403)', async () => {
  const { page } = reviewerDesk
  await page.goto(`${base}admin/catalogue`, { waitUntil: 'load' })
  await page.locator('.ant-result-403').waitFor({ timeout: 15000 })
})

await step('the admin\'s audit log lists the approval and the payout by who made them', async () => {
  const { page, shot } = adminDesk
  await page.goto(`${base}admin/audit`, { waitUntil: 'load' })
  const approve = page.locator('.ant-table-row', { hasText: 'approve' })
  await approve.first().waitFor({ timeout: 15000 })
  assert.match(await approve.first().innerText(), /reviewer01/)
  assert.match(await page.locator('.ant-table-row', { hasText: 'cashout-pay' }).first().innerText(), /finance01/)
  await shot('audit')
})

// the dashboard (docs/console.md "Dashboard")
await step('the admin\'s dashboard shows today\'s grabs, the approval, the payout and an empty queue; its charts over 7 days; at 834x1112 too', async () => {
  const { page, shot } = adminDesk
  await page.goto(`${base}admin/dashboard`, { waitUntil: 'load' })
  const figure = async (kind, key) => {
    const value = page.locator(`.dash-${kind}--${key} .ant-statistic-content-value`)
    await waitFor(async () => /\d/.test(await value.innerText().catch(() => '')), `${kind} ${key}`, 15000)
    return Number((await value.innerText()).replace(/[^\d.]/g, ''))
  }
  // the two users grabbed today, the reviewer approved one (its rebate) and rejected the copy, finance paid 10.00
  assert.ok(await figure('today', 'grabs') >= 2, 'grabs')
  assert.ok(await figure('today', 'approvals') >= 1, 'approvals')
  assert.ok(await figure('today', 'rebates') >= Number(REBATE), 'rebates')
  assert.ok(await figure('today', 'cash_out_amount') >= 10, 'cash-outs paid')
  assert.equal(await figure('queue', 'proofs'), 0, 'no proof waits')
  assert.equal(await figure('queue', 'cash_outs_pending'), 0, 'no cash-out waits')
  await page.locator('.dashboard canvas').first().waitFor({ timeout: 20000 })
  await shot('dashboard')
  await page.locator('.dashboard .ant-segmented-item', { hasText: '近 7 天' }).click()
  await page.locator('.dashboard canvas').first().waitFor({ timeout: 20000 })
  const tablet = await adminDesk.context.newPage()
  tablet.on('pageerror', (e) => errors.push(`dashboard tablet: ${e.message}`))
  await tablet.setViewportSize({ width: 834, height: 1112 })
  await tablet.goto(`${base}admin/dashboard`, { waitUntil: 'load' })
  await tablet.locator('.dashboard canvas').first().waitFor({ timeout: 20000 })
  await shoot(tablet, 'console-tablet-dashboard.png')
  await tablet.close()
})

await step('the console in English on a tablet (834x1112): the sider collapsed to icons, the queue usable', async () => {
  // the admin's browser (logged in), a page at the tablet's size
  const page = await adminDesk.context.newPage()
  page.on('pageerror', (e) => errors.push(`tablet: ${e.message}`))
  await page.setViewportSize({ width: 834, height: 1112 })
  const shot = (label) => shoot(page, `console-tablet-${label}.png`)
  await page.goto(`${base}admin/proofs`, { waitUntil: 'load' })
  await page.locator('.console-operator').waitFor({ timeout: 15000 })
  await page.locator('.console-header button', { hasText: 'English' }).click()
  await page.locator('.console-header button', { hasText: '中文' }).waitFor({ timeout: 10000 })
  assert.ok(await page.locator('.console-sider.ant-layout-sider-collapsed').count(), 'the sider is collapsed on a tablet')
  await page.locator('.proof-queue__list', { hasText: 'No orders waiting for review' }).waitFor({ timeout: 15000 })
  await shot('queue-en')
  await page.goto(`${base}admin/operators`, { waitUntil: 'load' })
  await page.locator('.ant-table-row', { hasText: 'finance01' }).waitFor({ timeout: 15000 })
  await shot('operators-en')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await browser.close()
server.stop()
finish()
