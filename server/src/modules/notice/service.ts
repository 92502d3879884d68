import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Notice, NoticeListsResult } from '@api-types/notice'
import type { Db } from '../../db/driver'
import { noticeReads, notices } from '../../db/schema'
import type { Lang } from '../../i18n'
import { formatTime } from '../../lib'
import { renderNotification } from '../notification/service'

/** Notices a user sees: system notices (user_id null) and their own account messages. */
function visibleTo(userId: number | null, type?: number): SQL | undefined {
  return and(
    eq(notices.enabled, true),
    userId === null ? isNull(notices.userId) : or(isNull(notices.userId), eq(notices.userId, userId)),
    type === undefined ? undefined : eq(notices.type, type),
  )
}

/**
 * The notices the user sees, newest first. An account message of the notification module is
 * rendered in the reader's language from its kind and params; operators' notices read as stored.
 */
export async function listNotices(db: Db, userId: number | null, q: { page: number; limit: number; type?: number }, lang: Lang): Promise<NoticeListsResult> {
  const where = visibleTo(userId, q.type)
  const readJoin = and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId ?? 0))
  const [rows, [{ total }], unread] = await Promise.all([
    db.select({
      id: notices.id, type: notices.type, title: notices.title, content: notices.content, path: notices.path, kind: notices.kind, params: notices.params,
      createdAt: notices.createdAt, readAt: noticeReads.readAt,
    }).from(notices).leftJoin(noticeReads, readJoin).where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(notices).where(where),
    userId === null
      ? Promise.resolve(0)
      : db.select({ n: count() }).from(notices).leftJoin(noticeReads, readJoin)
        .where(and(visibleTo(userId), isNull(noticeReads.noticeId))).then((r) => Number(r[0].n)),
  ])
  const list = rows.map((r): Notice => ({
    id: r.id,
    type: r.type,
    ...(r.kind ? renderNotification(lang, r.kind, r.params) : null) ?? { title: r.title, content: r.content },
    path: r.path,
    is_read: r.readAt !== null,
    create_time: formatTime(r.createdAt) ?? '',
  }))
  return { list, total: Number(total), page: q.page, limit: q.limit, unread }
}

/** Marks a notice read for a user; false when the user cannot see that notice. */
export async function markRead(db: Db, userId: number, noticeId: number): Promise<boolean> {
  const found = await db.select({ id: notices.id }).from(notices).where(and(eq(notices.id, noticeId), visibleTo(userId))).limit(1)
  if (!found[0]) return false
  await db.insert(noticeReads).values({ userId, noticeId }).onConflictDoNothing()
  return true
}

