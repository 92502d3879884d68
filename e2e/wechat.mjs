#!/usr/bin/env node
// Browser test of the WeChat login round trip against the real server, with the
// development WeChat provider: the login page sends the browser to the server's stand-in for
// WeChat's authorize page (/dev/wechat), 拒绝 comes back without logging in, choosing a demo user
// and 允许 comes back with a code that logs in, ending on the me tab with that WeChat nickname.
// Debian Chromium at 375x667.
// Usage: node e2e/wechat.mjs   (needs dist/h5; starts the server itself on a free port)
import assert from 'node:assert/strict'
import { openPhone, startServer, steps } from './lib/harness.mjs'

const server = await startServer({ WECHAT_PROVIDER: 'dev' })
const { base } = server
const { step, finish } = steps()
const { page, errors, close, shot, tap } = await openPhone('wechat')
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
  // a full load of the app (30 s like the other page loads here: a busy CI machine once took over 15)
  await page.waitForURL((url) => url.hash.includes('pages/login/login') && url.searchParams.get('state') === 'fanbei_login', { timeout: 30000 })
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
server.stop()
finish()
