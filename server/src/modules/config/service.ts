import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { AppConfigResult } from '@api-types/config'
import { cachedFor, type Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/driver'
import { appConfig } from '../../db/schema'
import { DEFAULT_APP_CONFIG } from '../../db/seed'

/**
 * How long a server process answers appConfig from memory at most: an operator's update of
 * app_config is forgotten at once in every process (the change bus, db/changes.ts); this bounds
 * what a missed notice could cost.
 */
export const APP_CONFIG_TTL_MS = 10_000

/** What the H5 build writes beside index.html: its id (config/build-id.ts). */
export const BUILD_ID_FILE = 'build-id.txt'

/**
 * The id of the H5 build in h5Dir, or null (no build, or one without an id). Read once at start:
 * a new build is deployed with a restart, and the id must not change under a running process.
 */
export function readH5BuildId(h5Dir: string): string | null {
  try {
    const id = fs.readFileSync(path.join(h5Dir, BUILD_ID_FILE), 'utf8').trim()
    return /^[\w.-]{1,64}$/.test(id) ? id : null
  } catch {
    return null
  }
}

/** appConfig answered from memory until app_config changes (at most APP_CONFIG_TTL_MS of the server's clock), with the served H5 build's id. */
export function cachedAppConfig(db: Db, config: Config, clock: Clock): () => Promise<AppConfigResult> {
  const h5Build = readH5BuildId(config.h5Dir)
  return cachedFor(clock, APP_CONFIG_TTL_MS, 'app_config', async () => {
    const result = await getAppConfig(db, config)
    return h5Build ? { ...result, h5_build: h5Build } : result
  })
}

/** All app_config rows over the defaults; the WeChat appid comes from env when not stored. */
export async function getAppConfig(db: Db, config: Config): Promise<AppConfigResult> {
  const rows = await db.select().from(appConfig)
  const result: AppConfigResult = structuredClone(DEFAULT_APP_CONFIG)
  const target = result as unknown as Record<string, unknown>
  for (const row of rows) {
    if (row.key in DEFAULT_APP_CONFIG) target[row.key] = row.value
  }
  const appId = config.providers.wechat.appId
  if (appId && (!result.official_account || !result.official_account.appid)) {
    result.official_account = { ...(result.official_account ?? {}), appid: appId }
  }
  const templates = config.providers.wechat.subscribeTemplates
  if (Object.keys(templates).length) result.subscribe_templates = templates
  return result
}

/** One setting by key (numbers of docs/rules.md live here), or the fallback. */
export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const rows = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, key)).limit(1)
  return rows[0] ? (rows[0].value as T) : fallback
}
