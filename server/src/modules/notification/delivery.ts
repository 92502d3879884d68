import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { WechatConfig } from '../../config'
import type { Db } from '../../db/driver'
import { notificationOutbox, users, wechatSubscriptions } from '../../db/schema'
import type { JobLog } from '../../jobs'
import { formatTime } from '../../lib'
import type { WechatMessage, WechatProvider } from '../../providers/wechat'
import { renderNotification } from './service'

// The delivery of notifications outside the app (docs/server.md "Notifications"): the due outbox
// rows, taken FOR UPDATE SKIP LOCKED so two processes never hold one row, each sent through
// WeChat and marked in the transaction that holds its lock. A failed send is tried again later
// (attempts, next_attempt_at, last_error) until MAX_ATTEMPTS; the outbox id goes with every send
// as WeChat's client_msg_id, so a send whose commit was lost is not shown twice.

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

/**
 * Sends one row through the channel the user has: a mini-program subscription left for the kind's
 * template (one consumed), else the official account's template message when they follow it;
 * answers the channel, or null for the in-app message only. A failed send throws (the caller's
 * savepoint gives the consumed subscription back).
 */
async function sendOne(tx: Db, deps: DeliveryDeps, row: OutboxRow, now: Date): Promise<'subscribe' | 'template' | null> {
  const [user] = await tx.select({ openid: users.openid, miniOpenid: users.miniOpenid, cancelledAt: users.cancelledAt })
    .from(users).where(eq(users.id, row.userId))
  if (!user || user.cancelledAt) return null
  const subscribeId = deps.config.subscribeTemplates[row.kind]
  if (subscribeId && user.miniOpenid) {
    const [taken] = await tx.update(wechatSubscriptions).set({ remaining: sql`${wechatSubscriptions.remaining} - 1`, updatedAt: now })
      .where(and(eq(wechatSubscriptions.userId, row.userId), eq(wechatSubscriptions.templateId, subscribeId), gt(wechatSubscriptions.remaining, 0)))
      .returning({ remaining: wechatSubscriptions.remaining })
    if (taken) {
      await deps.wechat.sendSubscribeMessage(messageOf(row, user.miniOpenid, subscribeId))
      return 'subscribe'
    }
  }
  const templateId = deps.config.messageTemplates[row.kind]
  if (templateId && user.openid && await deps.wechat.followsOfficialAccount(user.openid)) {
    await deps.wechat.sendTemplateMessage(messageOf(row, user.openid, templateId))
    return 'template'
  }
  return null
}

/** Delivers the due rows once (a run of the job, or a kick after a commit); answers what it did. */
export async function deliverDue(db: Db, deps: DeliveryDeps, now: Date): Promise<Delivered> {
  return db.transaction(async (tx) => {
    const done: Delivered = { sent: 0, inApp: 0, retried: 0, failed: 0 }
    const rows = await tx.select().from(notificationOutbox)
      .where(and(eq(notificationOutbox.status, 'pending'), or(isNull(notificationOutbox.nextAttemptAt), lte(notificationOutbox.nextAttemptAt, now))))
      .orderBy(asc(notificationOutbox.id)).limit(DELIVERY_BATCH).for('update', { skipLocked: true })
    for (const row of rows) {
      const attempts = row.attempts + 1
      try {
        // a savepoint: a failed send gives back the subscription it consumed
        const channel = await tx.transaction((sp) => sendOne(sp, deps, row, now))
        await tx.update(notificationOutbox).set({ status: channel ? 'sent' : 'in_app', channel, attempts, sentAt: now, lastError: null })
          .where(eq(notificationOutbox.id, row.id))
        if (channel) done.sent++
        else done.inApp++
      } catch (err) {
        const giveUp = attempts >= MAX_ATTEMPTS
        await tx.update(notificationOutbox).set({
          status: giveUp ? 'failed' : 'pending', attempts, lastError: String((err as Error).message ?? err).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        }).where(eq(notificationOutbox.id, row.id))
        deps.log.error({ err, notification: row.id, attempts }, giveUp ? 'notification delivery given up' : 'notification delivery failed, will retry')
        if (giveUp) done.failed++
        else done.retried++
      }
    }
    if (rows.length) deps.log.info({ ...done }, 'notifications delivered')
    return done
  })
}
