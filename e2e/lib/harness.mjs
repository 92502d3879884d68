// Shared by the browser tests that run against the real server (accounts, wechat, and the later
// journeys): start the server on a free port with a fresh data directory, wait for things, run
// named steps that print `ok - ` / `not ok - `, and finish with the `N passed, N failed` line CI reads.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { launchPhone } from '../../scripts/lib/browser.mjs'
import { waitFor } from '../../scripts/lib/wait.mjs'
import { STAMP } from '../../scripts/lib/server.mjs'
export { startServer } from '../../scripts/lib/server.mjs'
export { waitFor }

const REPO = path.resolve(import.meta.dirname, '../..')

/** How a test reaches the running server besides the phone: the app's calls, the operators' calls and the ops CLI. */
export function serverCalls(server) {
  const post = async (pathname, body, headers) => {
    const res = await fetch(`${server.base}${pathname.slice(1)}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    const answer = await res.json()
    assert.equal(answer.status, 1, `${pathname}: ${answer.msg}`)
    return answer.result
  }
  return {
    /** A call of the app's API as the app makes it: its result (status 1 asserted). */
    api: (pathname, body, token) => post(pathname, { ...body, ...STAMP }, token ? { authorization: `Bearer ${token}` } : {}),
    /** An operator call with the token the running server wrote into its data directory. */
    opsCall: (pathname, body) => post(pathname, body, { 'x-ops-token': fs.readFileSync(path.join(server.dataDir, 'ops-token'), 'utf8').trim() }),
    /** The operators' CLI (`npm run ops -- ...`) on the server's data directory. */
    ops: (...args) => promisify(execFile)('npm', ['run', '--silent', 'ops', '--', ...args], { cwd: REPO, env: { ...process.env, DATA_DIR: server.dataDir } }),
  }
}

/** The token of the phone's logged-in user (the app keeps its profile in Taro's storage). */
export const tokenOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('profile') ?? '{}').data?.token)

export const shotsDir = process.env.E2E_SHOTS || path.join(os.tmpdir(), 'e2e-shots')
fs.mkdirSync(shotsDir, { recursive: true })


/** Chromium at 375x667 with the page errors collected, and screenshots named `<prefix>-<name>.png`. */
export async function openPhone(prefix, { userDataDir } = {}) {
  const { context, close } = await launchPhone({ userDataDir })
  const page = context.pages()[0] || (await context.newPage())
  const errors = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  return {
    page,
    errors,
    close,
    shot: (name) => page.screenshot({ path: path.join(shotsDir, `${prefix}-${name}.png`) }),
    /** Taps the first match of `selector` on the page being shown. */
    tap: (selector) => page.locator(`.taro_page_show ${selector}`).first().click(),
    /** Types into the input inside the element of class `cls` on the page being shown. */
    fill: (cls, value) => page.locator(`.taro_page_show .${cls} input`).fill(value),
    /** Waits for a toast saying `text` (an earlier toast may still be showing). */
    toastSays: (text) => page.waitForSelector(`.app-toast >> text=${text}`, { timeout: 10000 }),
    /** Waits for the page transitions to end, so a screenshot shows the page in place. */
    settled: () => page.waitForFunction(
      () => document.getAnimations().every((a) => a.constructor.name !== 'CSSTransition' || a.playState !== 'running'), null, { timeout: 5000 }),
  }
}

/** The last SMS code the development provider printed for `tel` and `purpose` after output offset `after`. */
export const smsCodeIn = (output, tel, purpose, after = 0) =>
  [...output.slice(after).matchAll(new RegExp(`\\[sms\\] tel=${tel} purpose=${purpose} code=(\\d{6})`, 'g'))].pop()?.[1]

/**
 * Fills and sends the SMS-code login form the page shows (the login page's, or one inside a page
 * such as 注册领福利 or 盲盒助力) as a user does: the picture code and the SMS code come from the
 * development providers' lines in the server's output; the agreement is ticked where the form asks.
 */
export async function sendSmsLoginForm(phone, server, tel) {
  const { page, fill, tap } = phone
  await fill('login__tel', tel)
  const captcha = () => [...server.output().matchAll(/\[captcha\] key=\S+ text=(\S+)/g)].pop()?.[1]
  await fill('login__image-code', await server.waitFor(captcha, 'the captcha text'))
  const mark = server.output().length
  await tap('.code-button')
  await fill('login__code', await server.waitFor(() => smsCodeIn(server.output(), tel, 'login', mark), 'the SMS code'))
  const agree = page.locator('.taro_page_show .login__agree-text')
  if (await agree.count()) await agree.first().click()
  await tap('.login__submit')
}

/** Registers (or logs in) `tel` through the SMS-code login page as a user does. Ends on the me tab. */
export async function loginBySms(phone, server, tel) {
  const { page } = phone
  await page.goto(`${server.base}#/pages/login/code_login`, { waitUntil: 'load' })
  await page.waitForSelector('.taro_page_show .login__captcha-img', { timeout: 30000 })
  await sendSmsLoginForm(phone, server, tel)
  await page.waitForFunction(() => location.hash.includes('pages/me/me'), null, { timeout: 15000 })
  // the switch to the me tab runs its page transition: navigating again before it ends can leave
  // the next tab page hidden
  await page.waitForSelector('.taro_page_show .me-user__name', { state: 'visible', timeout: 15000 })
  await page.waitForTimeout(500)
}

/**
 * Waits until `locator`'s attribute `name` reads `value`, failing with what it read after
 * `timeout`: the app draws what a tap changed in a task after the tap's (H5 renders in tasks of
 * their own, src/lib/renderTiming.h5.ts), not always before the click returns.
 */
export async function attributeBecomes(locator, name, value, timeout = 5000) {
  let now
  await waitFor(async () => (now = await locator.getAttribute(name)) === value, `${name} to be ${value}`, timeout, () => ` (it is ${now})`)
}

/**
 * A returning user who already closed today's red-packet popup: home shows it from 09:00 until
 * closed for the day (docs/product.md, States), over whatever a test taps next. The browser keeps
 * the day it was closed (Taro storage: localStorage, {data}); tests of other journeys start so.
 */
export async function redPacketClosedToday(page) {
  await page.addInitScript(() => {
    const now = new Date()
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    localStorage.setItem('redPacketDismissedOn', JSON.stringify({ data: day }))
  })
}

/** Named steps: a failing step is reported and the next ones still run. */
export function steps() {
  const results = []
  return {
    async step(name, fn) {
      try {
        await fn()
        results.push(true)
        console.log(`ok - ${name}`)
      } catch (err) {
        results.push(false)
        console.log(`not ok - ${name}\n  ${String(err?.stack || err).split('\n').slice(0, 6).join('\n  ')}`)
      }
    },
    /** Prints the summary line and exits 0 only when every step passed. */
    finish() {
      const passed = results.filter(Boolean).length
      console.log(`${passed} passed, ${results.length - passed} failed`)
      process.exit(results.every(Boolean) ? 0 : 1)
    },
  }
}
