import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { WechatConfig } from '../../config'
import type { Db } from '../../db/driver'
import { notificationOutbox, users, wechatSubscriptions } from '../../db/schema'
import type { JobLog } from '../../jobs'
import { formatTime } from '../../lib'
import type { WechatMessage, WechatProvider } from '../../providers/wechat'
import { renderNotification } from './service'

// The delivery of notifications outside the app (docs/server.md "Notifications"): the due outbox
// rows, claimed FOR UPDATE SKIP LOCKED so two processes never take one row, each sent through
// WeChat and marked. A failed send is tried again later (attempts, next_attempt_at, last_error)
// until MAX_ATTEMPTS; the outbox id goes with every send as WeChat's client_msg_id, so a send
// whose mark was lost (a crash) is not shown twice when the row comes due again.

/** Rows per run; the rest wait for the next run. */
export const DELIVERY_BATCH = 20
/** Attempts before a row is given up (status failed; the in-app message stays). */
export const MAX_ATTEMPTS = 6
/** The wait after the n-th failed attempt: 1, 2, 4, 8, 16 minutes. */
export const retryDelayMs = (attempts: number): number => 60_000 * 2 ** (attempts - 1)
/** WeChat's thing fields take at most 20 characters. */
const THING_MAX = 20

export interface DeliveryDeps {
  wechat: WechatProvider
  config: WechatConfig
  log: JobLog
}

export interface Delivered {
  sent: number
  inApp: number
  retried: number
  failed: number
}

type OutboxRow = typeof notificationOutbox.$inferSelect

const thing = (text: string) => [...text].slice(0, THING_MAX).join('')

/** The template's fields: thing1 the title, thing2 the text, time3 when (the templates chosen must have these three). */
function messageOf(row: OutboxRow, openid: string, templateId: string): WechatMessage {
  const text = renderNotification('zh-Hans', row.kind, row.params)!
  return {
    idempotencyKey: `n${row.id}-${row.createdAt.getTime()}`,
    openid,
    templateId,
    page: row.path ? row.path.replace(/^\/+/, '') : undefined,
    data: { thing1: thing(text.title), thing2: thing(text.content), time3: formatTime(row.createdAt) ?? '' },
  }
}

/** How long a claimed row is not due for another run: the time its sends may take. */
export const CLAIM_LEASE_MS = 5 * 60_000

/** The user's channel for the row: a subscription consumed (given back if the send fails), a follower, or none. */
async function channelOf(db: Db, deps: DeliveryDeps, row: OutboxRow, now: Date): Promise<{ channel: 'subscribe' | 'template'; message: WechatMessage } | null> {
  const [user] = await db.select({ openid: users.openid, miniOpenid: users.miniOpenid, cancelledAt: users.cancelledAt })
    .from(users).where(eq(users.id, row.userId))
  if (!user || user.cancelledAt) return null
  const subscribeId = deps.config.subscribeTemplates[row.kind]
  if (subscribeId && user.miniOpenid) {
    const [taken] = await db.update(wechatSubscriptions).set({ remaining: sql`${wechatSubscriptions.remaining} - 1`, updatedAt: now })
      .where(and(eq(wechatSubscriptions.userId, row.userId), eq(wechatSubscriptions.templateId, subscribeId), gt(wechatSubscriptions.remaining, 0)))
      .returning({ remaining: wechatSubscriptions.remaining })
    if (taken) return { channel: 'subscribe', message: messageOf(row, user.miniOpenid, subscribeId) }
  }
  const templateId = deps.config.messageTemplates[row.kind]
  if (templateId && user.openid && await deps.wechat.followsOfficialAccount(user.openid)) {
    return { channel: 'template', message: messageOf(row, user.openid, templateId) }
  }
  return null
}

/**
 * Delivers the due rows once (the job's beat, or a kick after a commit); answers what it did.
 * The rows are claimed in one short transaction (FOR UPDATE SKIP LOCKED, then not due for
 * CLAIM_LEASE_MS and the attempt counted), so two processes never take one row; the WeChat calls
 * run outside any transaction (a call may take seconds, and the client keeps its credentials in the
 * same database); each row is then marked from the pending state only.
 */
export async function deliverDue(db: Db, deps: DeliveryDeps, now: Date): Promise<Delivered> {
  const done: Delivered = { sent: 0, inApp: 0, retried: 0, failed: 0 }
  const rows = await db.transaction(async (tx) => {
    const due = await tx.select({ id: notificationOutbox.id }).from(notificationOutbox)
      .where(and(eq(notificationOutbox.status, 'pending'), or(isNull(notificationOutbox.nextAttemptAt), lte(notificationOutbox.nextAttemptAt, now))))
      .orderBy(asc(notificationOutbox.id)).limit(DELIVERY_BATCH).for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx.update(notificationOutbox)
      .set({ attempts: sql`${notificationOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(notificationOutbox.id, due.map((r) => r.id))).returning()
  })
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const mark = (set: Partial<OutboxRow>) => db.update(notificationOutbox).set(set)
      .where(and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.status, 'pending')))
    let found: Awaited<ReturnType<typeof channelOf>> = null
    try {
      found = await channelOf(db, deps, row, now)
      if (found?.channel === 'subscribe') await deps.wechat.sendSubscribeMessage(found.message)
      if (found?.channel === 'template') await deps.wechat.sendTemplateMessage(found.message)
      await mark({ status: found ? 'sent' : 'in_app', channel: found?.channel ?? null, sentAt: now, lastError: null, nextAttemptAt: null })
      if (found) done.sent++
      else done.inApp++
    } catch (err) {
      if (found?.channel === 'subscribe') {
        // the acceptance was not used: it stays for the next attempt
        await db.update(wechatSubscriptions).set({ remaining: sql`${wechatSubscriptions.remaining} + 1` })
          .where(and(eq(wechatSubscriptions.userId, row.userId), eq(wechatSubscriptions.templateId, found.message.templateId)))
      }
      const giveUp = row.attempts >= MAX_ATTEMPTS
      await mark({
        status: giveUp ? 'failed' : 'pending', lastError: String((err as Error).message ?? err).slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      })
      deps.log.error({ err, notification: row.id, attempts: row.attempts }, giveUp ? 'notification delivery given up' : 'notification delivery failed, will retry')
      if (giveUp) done.failed++
      else done.retried++
    }
  }
  if (rows.length) deps.log.info({ ...done }, 'notifications delivered')
  return done
}
