// Headless Debian Chromium through playwright-core, at the phone viewport the product targets.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

/** A phone-sized browser; `userDataDir` names a profile to fill (kept when closing with keepProfile). */
export async function launchPhone({ width = 375, height = 667, userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pw-profile-')) } = {}) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width, height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  })
  const close = async ({ keepProfile = false } = {}) => {
    await context.close()
    if (!keepProfile) fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return { context, close }
}
