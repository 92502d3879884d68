#!/usr/bin/env node
// Browser test of the WeChat login round trip against the real server (issue 3), with the
// development WeChat provider: the login page sends the browser to the server's stand-in for
// WeChat's authorize page (/dev/wechat), 拒绝 comes back without logging in, choosing a demo user
// and 允许 comes back with a code that logs in, ending on the me tab with that WeChat nickname.
// Debian Chromium at 375x667.
// Usage: node e2e/wechat.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchPhone } from '../scripts/lib/browser.mjs'

const shotsDir = process.env.E2E_SHOTS || path.join(os.tmpdir(), 'e2e-shots')
fs.mkdirSync(shotsDir, { recursive: true })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-e2e-'))
const port = 3900 + Math.floor(Math.random() * 90)

const server = spawn('npm', ['run', '--silent', 'start', '-w', 'server'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WECHAT_PROVIDER: 'dev', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let output = ''
server.stdout.on('data', (d) => { output += d })
server.stderr.on('data', (d) => { output += d })
const stop = () => { server.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true }) }

async function waitFor(fn, what, timeout = 30000) {
  const end = Date.now() + timeout
  for (;;) {
    const value = fn()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n--- server output ---\n${output.slice(-2000)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const results = []
async function step(name, fn) {
  try {
    await fn()
    results.push(true)
    console.log(`ok - ${name}`)
  } catch (err) {
    results.push(false)
    console.log(`not ok - ${name}\n  ${String(err?.stack || err).split('\n').slice(0, 6).join('\n  ')}`)
  }
}

await waitFor(() => /server: http:\/\//.test(output), 'the server to listen', 60000)
const base = `http://127.0.0.1:${port}/`
const { context, close } = await launchPhone()
const page = context.pages()[0] || (await context.newPage())
const errors = []
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
const shot = (name) => page.screenshot({ path: path.join(shotsDir, `wechat-${name}.png`) })
const tap = (selector) => page.locator(`.taro_page_show ${selector}`).first().click()
const onAuthorizePage = () => page.waitForURL((url) => url.pathname === '/dev/wechat/connect/oauth2/authorize', { timeout: 15000 })

/** From the login page to the stand-in's authorize page, as a user does it. */
async function openAuthorizePage() {
  await page.goto(`${base}#/pages/login/login`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .login__wechat', { timeout: 30000 })
  await tap('.login__agree-text')
  await tap('.login__wechat')
  await onAuthorizePage()
  await page.waitForSelector('form.sheet button.allow')
}

await step('the WeChat button leads to the authorize page with the app, the request and the demo users', async () => {
  await openAuthorizePage()
  const url = new URL(page.url())
  assert.equal(url.searchParams.get('scope'), 'snsapi_userinfo')
  assert.equal(url.searchParams.get('state'), 'fanbei_login')
  assert.equal(url.searchParams.get('redirect_uri'), `${base}#/pages/login/login`)
  for (const text of ['饭贝', '申请获得你的公开信息（昵称、头像）', '小林', '阿珍', '老王', '允许', '拒绝', '开发环境']) {
    assert.ok(await page.getByText(text, { exact: false }).first().isVisible(), `${text} is visible`)
  }
  await shot('authorize')
})

await step('拒绝 goes back to the login page, still logged out', async () => {
  await page.locator('button.deny').click()
  await page.waitForURL((url) => url.hash.includes('pages/login/login') && url.searchParams.get('state') === 'fanbei_login', { timeout: 15000 })
  await page.waitForSelector('.taro_page_show .login__wechat', { timeout: 15000 })
  await page.waitForTimeout(1500)
  assert.ok(page.url().includes('pages/login/login'), `still on the login page: ${page.url()}`)
  assert.equal(await page.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(localStorage.getItem(k) ?? ''))), false)
})

await step('choosing 阿珍 and 允许 logs in and ends on the me tab with her WeChat nickname', async () => {
  await openAuthorizePage()
  await page.locator('label.user', { hasText: '阿珍' }).click()
  assert.equal(await page.locator('input[name=user][value=azhen]').isChecked(), true)
  await shot('authorize-chosen')
  await page.locator('button.allow').click()
  await page.waitForFunction(() => location.hash.includes('pages/me/me'), null, { timeout: 20000 }).catch(async (err) => {
    await shot('login-failed')
    throw err
  })
  await page.waitForSelector('.taro_page_show .me-user__name >> text=阿珍', { timeout: 15000 })
  assert.ok(!new URL(page.url()).searchParams.has('code'), `the code is gone from the address bar: ${page.url()}`)
  await page.waitForTimeout(1000) // the page transition
  await shot('me')
})

await step('no page errors', async () => assert.deepEqual(errors, []))

await close()
stop()
const passed = results.filter(Boolean).length
console.log(`${passed} passed, ${results.length - passed} failed`)
process.exit(results.every(Boolean) ? 0 : 1)
