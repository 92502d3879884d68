// One Lighthouse run (mobile preset, simulated throttling) in Debian Chromium, shared by the
// performance and the accessibility benchmarks.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs'

/**
 * Lighthouse's report (lhr) of `url` for `categories`. Without `profileDir` the run gets a fresh
 * browser profile (nothing cached, like a first visit); with one it keeps that profile's storage
 * (a logged-in session).
 */
export async function runLighthouse(url, { categories, profileDir } = {}) {
  const userDataDir = profileDir || fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))
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
