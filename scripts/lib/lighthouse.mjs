// One Lighthouse run (mobile preset, simulated throttling) in Debian Chromium, shared by the
// performance and the accessibility benchmarks.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { loginBySms, openPhone, redPacketClosedToday } from '../../e2e/lib/harness.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs'

/** A browser profile holding a logged-in session that closed today's red-packet popup. */
export async function loggedInProfile(server) {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-session-'))
  const phone = await openPhone('lighthouse', { userDataDir: profileDir })
  await redPacketClosedToday(phone.page)
  await loginBySms(phone, server, '13900009001')
  await phone.close({ keepProfile: true })
  return profileDir
}

/**
 * Lighthouse's report (lhr) of `url` for `categories`. Without `profileDir` the run gets a fresh
 * browser profile (nothing cached, like a first visit); with one it keeps that profile's storage
 * (a logged-in session), and with `coldCache` too its HTTP and code caches are emptied first (a
 * logged-in user's first visit).
 */
export async function runLighthouse(url, { categories, profileDir, coldCache = false } = {}) {
  const userDataDir = profileDir || fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))
  if (profileDir && coldCache) {
    for (const cache of ['Cache', 'Code Cache']) fs.rmSync(path.join(profileDir, 'Default', cache), { recursive: true, force: true })
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)), `--user-data-dir=${userDataDir}`],
    userDataDir: false,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: Boolean(profileDir),
    })
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await chrome.kill()
    if (!profileDir) fs.rmSync(userDataDir, { recursive: true, force: true })
  }
}
