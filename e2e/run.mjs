#!/usr/bin/env node
// Browser test of the built H5 app (dist/h5, or the folder given) in Debian Chromium at 375x667.
// The app is served from a sub-folder to prove it works from any folder (base './'). Until the API
// server lands, /api/* answers 503, and only those expected resource errors are tolerated: any
// page error or other console error fails the run.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serveStatic } from '../scripts/lib/static-server.mjs'
import { launchPhone } from '../scripts/lib/browser.mjs'

const distDir = path.resolve(process.argv[2] || 'dist/h5')
const shotsDir = process.env.E2E_SHOTS || path.join(os.tmpdir(), 'e2e-shots')
fs.mkdirSync(shotsDir, { recursive: true })
const PREFIX = '/some/folder/'

const TABS = [
  ['pages/index/index', '首页'],
  ['pages/makemoney/makemoney', '赚钱'],
  ['pages/fuli/fuli', '福利'],
  ['pages/order/order', '订单'],
  ['pages/me/me', '我的'],
]
const SUBPACKAGE_PAGES = [
  ['pagesme/red_bag', '红包卡券'],
  ['challenge/challenge', '挑战赛'],
  ['pages_raffle/index_raffle', '幸运抽奖'],
  ['pages_gold/index_gold', '金币兑换'],
]

const results = []
async function step(name, fn) {
  try {
    await fn()
    results.push([name, true])
    console.log(`ok - ${name}`)
  } catch (err) {
    results.push([name, false])
    console.log(`not ok - ${name}\n  ${String(err?.message || err).split('\n').join('\n  ')}`)
  }
}

const server = await serveStatic(distDir, { prefix: PREFIX })
const base = `http://127.0.0.1:${server.address().port}${PREFIX}`
const { context, close } = await launchPhone()
const page = context.pages()[0] || (await context.newPage())
const errors = []
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
page.on('console', (m) => {
  if (m.type() !== 'error') return
  const where = m.location()?.url || ''
  // the API server is not part of this build yet: its 503s are expected
  if (/Failed to load resource/.test(m.text()) && /\/api\//.test(where + m.text())) return
  errors.push(`console: ${m.text()} ${where}`)
})
// no API server yet: answer every call as unavailable
await page.route('**/api/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":0,"msg":"service unavailable"}' }))

const shot = (name) => page.screenshot({ path: path.join(shotsDir, `${name}.png`) })

await step('home opens at / with the five tabs in order, the first selected', async () => {
  await page.goto(base, { waitUntil: 'load' })
  await page.waitForSelector('.tab-bar__item', { timeout: 30000 })
  const items = page.locator('.tab-bar__item:visible')
  assert.equal(await items.count(), 5)
  assert.deepEqual(await items.locator('.tab-bar__text').allTextContents(), TABS.map(([, text]) => text))
  assert.equal(await items.nth(0).getAttribute('aria-selected'), 'true')
  await shot('tab-home')
})

await step('tab bar metrics: 66 px tall, 30 px icons, 13 px text, 3 px spacing, #FC4D16 selected', async () => {
  const m = await page.evaluate(() => {
    const bar = [...document.querySelectorAll('.tab-bar__inner')].find((el) => el.getBoundingClientRect().height > 0)
    const item = bar.querySelector('.tab-bar__item--active')
    const icon = item.querySelector('.tab-bar__icon').getBoundingClientRect()
    const wrap = item.querySelector('.tab-bar__icon-wrap')
    const text = getComputedStyle(item.querySelector('.tab-bar__text'))
    return {
      height: bar.getBoundingClientRect().height,
      icon: icon.width,
      font: parseFloat(text.fontSize),
      spacing: parseFloat(getComputedStyle(wrap).marginBottom),
      color: getComputedStyle(item).color,
    }
  })
  assert.ok(Math.abs(m.height - 66) < 0.6, `height ${m.height}`)
  assert.ok(Math.abs(m.icon - 30) < 0.6, `icon ${m.icon}`)
  assert.ok(Math.abs(m.font - 13) < 0.6, `font ${m.font}`)
  assert.ok(Math.abs(m.spacing - 3) < 0.6, `spacing ${m.spacing}`)
  assert.equal(m.color, 'rgb(252, 77, 22)')
})

for (const [index, [route, text]] of TABS.entries()) {
  await step(`tab ${text} switches to /${route}`, async () => {
    await page.locator('.tab-bar__item:visible', { hasText: text }).click()
    await page.waitForFunction((r) => decodeURIComponent(location.hash).includes(r) || (r === 'pages/index/index' && /^#\/?$/.test(location.hash)), route)
    const selected = page.locator('.tab-bar__item:visible[aria-selected="true"] .tab-bar__text')
    await page.waitForFunction((t) => [...document.querySelectorAll('.tab-bar__item[aria-selected="true"] .tab-bar__text')].some((el) => el.getBoundingClientRect().height > 0 && el.textContent === t), text)
    assert.equal(await selected.textContent(), text)
    await shot(`tab-${index}`)
  })
}

await step("'#/pages/index/index' and '#/' both show home", async () => {
  for (const hash of ['#/pages/index/index', '#/']) {
    await page.goto('about:blank')
    await page.goto(`${base}${hash}`, { waitUntil: 'load' })
    await page.waitForSelector('.tab-bar__item:visible', { timeout: 30000 })
    assert.equal(await page.locator('.tab-bar__item:visible[aria-selected="true"] .tab-bar__text').textContent(), '首页')
  }
})

for (const [route, title] of SUBPACKAGE_PAGES) {
  await step(`sub-package page /${route} opens with its title; back with one page in history goes to '/'`, async () => {
    await page.goto(`${base}#/${route}`, { waitUntil: 'load' })
    await page.waitForFunction((t) => [...document.querySelectorAll('.nav-bar__title')].some((el) => el.textContent === t), title, { timeout: 30000 })
    const bar = await page.evaluate(() => {
      const el = [...document.querySelectorAll('.nav-bar')].find((n) => n.getBoundingClientRect().height > 0)
      return { bg: getComputedStyle(el).backgroundColor, color: getComputedStyle(el.querySelector('.nav-bar__title')).color }
    })
    assert.equal(bar.bg, 'rgb(255, 211, 0)')
    assert.equal(bar.color, 'rgb(0, 0, 0)')
    await shot(`sub-${route.replace(/\//g, '_')}`)
    await page.locator('.nav-bar__back:visible').click()
    await page.waitForFunction(() => /^#\/(pages\/index\/index)?$/.test(location.hash), null, { timeout: 10000 })
    await page.waitForSelector('.tab-bar__item:visible', { timeout: 10000 })
  })
}

await step('offline, a page whose code is not loaded yet says 网络信号丢失 and stays put; online, the same tap opens it', async () => {
  await page.goto('about:blank')
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  await page.waitForSelector('.tab-bar__item:visible', { timeout: 30000 })
  const entry = page.locator('.taro_page:visible .nut-cell-clickable', { hasText: /^设置/ }).first()
  await entry.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  const before = errors.length
  await context.setOffline(true)
  await entry.click()
  await page.waitForSelector('.app-toast >> text=哎呀，网络信号丢失', { timeout: 10000 })
  await page.waitForFunction(() => location.hash.includes('pages/me/me'), null, { timeout: 10000 })
  await shot('offline-page-code')
  await context.setOffline(false)
  // the fetches that failed while offline are what this step provokes
  errors.splice(before)
  await page.waitForSelector('.app-toast', { state: 'detached', timeout: 10000 })
  await entry.click()
  await page.waitForFunction(() => [...document.querySelectorAll('.nav-bar__title')].some((el) => el.textContent === '设置' && el.getBoundingClientRect().height > 0), null, { timeout: 15000 })
  // and the history is whole: back returns to the me tab
  await page.locator('.nav-bar__back:visible').click()
  await page.waitForFunction(() => location.hash.includes('pages/me/me'), null, { timeout: 10000 })
  await page.waitForSelector('.tab-bar__item:visible', { timeout: 10000 })
  // the next step starts on home in a fresh document, as after the sub-package pages
  await page.goto('about:blank')
  await page.goto(`${base}#/`, { waitUntil: 'load' })
  await page.waitForSelector('.tab-bar__item:visible', { timeout: 30000 })
})

await step('back with two pages in history goes back one page', async () => {
  await page.goto(`${base}#/pages/me/me`, { waitUntil: 'load' })
  await page.waitForSelector('.tab-bar__item:visible')
  // an in-app navigation (a hash typed by hand would start a new history)
  const entry = page.locator('.taro_page:visible .nut-cell-clickable', { hasText: /^设置/ }).first()
  await entry.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await entry.click()
  await page.waitForFunction(() => [...document.querySelectorAll('.nav-bar__title')].some((el) => el.textContent === '设置' && el.getBoundingClientRect().height > 0))
  await page.locator('.nav-bar__back:visible').click()
  await page.waitForFunction(() => location.hash.includes('pages/me/me'), null, { timeout: 10000 })
})

await step('the web-view page has a white bar, the upgrade page a transparent one', async () => {
  for (const [route, colour] of [['pages/index/toweburl', 'rgb(255, 255, 255)'], ['pages/lq-upgrade/upgrade', 'rgba(0, 0, 0, 0)']]) {
    await page.goto('about:blank')
    await page.goto(`${base}#/${route}`, { waitUntil: 'load' })
    const bar = page.locator('.taro_page_show .nav-bar')
    await bar.waitFor({ state: 'attached', timeout: 30000 })
    const bg = await bar.evaluate((el) => getComputedStyle(el).backgroundColor)
    assert.equal(bg, colour, route)
  }
})

await step('the upgrade page opens without the page slide; other pages slide', async () => {
  await page.goto('about:blank')
  await page.goto(`${base}#/`, { waitUntil: 'load' })
  await page.waitForSelector('.tab-bar__item:visible', { timeout: 30000 })
  // two page containers as Taro's router creates them for a pushed page (ids carry the path)
  const durations = await page.evaluate(() => {
    const router = document.querySelector('.taro_router')
    return ['/pages/lq-upgrade/upgrade?stamp=x', '/pages/signin/signin?stamp=y'].map((id) => {
      const el = document.createElement('div')
      el.className = 'taro_page'
      el.id = id
      router.append(el)
      const d = getComputedStyle(el).transitionDuration
      el.remove()
      return d
    })
  })
  assert.deepEqual(durations, ['0s', '0.3s'])
})

await step('an unknown page says 页面不存在 and lands on home', async () => {
  await page.goto('about:blank')
  await page.goto(`${base}#/pages/nope/nope`, { waitUntil: 'load' })
  await page.waitForSelector('text=页面不存在', { timeout: 15000 })
  await page.waitForFunction(() => location.hash.includes('pages/index/index'), null, { timeout: 15000 })
  await page.waitForSelector('.tab-bar__item:visible', { timeout: 15000 })
})

await step('no page errors', async () => {
  assert.deepEqual(errors, [])
})

await close()
server.close()
const passed = results.filter(([, ok]) => ok).length
const failed = results.length - passed
console.log(`screenshots in ${shotsDir}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
