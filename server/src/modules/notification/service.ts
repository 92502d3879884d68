import { eq } from 'drizzle-orm'
import type { Tx } from '../ledger/book'
import { notices, notificationOutbox } from '../../db/schema'
import { translate, type Lang, type MessageKey } from '../../i18n'
import { kickDelivery } from './kick'

// Notifications (docs/server.md "Notifications"): what a module calls, inside the transaction of
// the change, when something concerns a user. The event's key makes it once: the same key again
// (a retried approval, a second process) adds nothing.

export type NotificationKind =
  | 'proofApproved' | 'proofRefused'
  | 'cashoutPaid' | 'cashoutRefused'
  | 'commissionArrived'
  | 'feedbackAnswered'
  | 'seedingApproved' | 'seedingRefused'
  | 'merchantApplicationUpdated'
  | 'prizeShipped'

/** Every kind, once (a kind added to the type and not here fails the typecheck). */
const KINDS: Record<NotificationKind, true> = {
  proofApproved: true, proofRefused: true, cashoutPaid: true, cashoutRefused: true, commissionArrived: true, feedbackAnswered: true,
  seedingApproved: true, seedingRefused: true, merchantApplicationUpdated: true, prizeShipped: true,
}
const isKind = (kind: string): kind is NotificationKind => Object.hasOwn(KINDS, kind)

/** A kind's texts in the i18n files: a kind without `notify<Kind>Title/Content` fails the typecheck. */
function textKeys(kind: NotificationKind): { title: MessageKey; content: MessageKey } {
  const name = (kind[0].toUpperCase() + kind.slice(1)) as Capitalize<NotificationKind>
  return { title: `notify${name}Title`, content: `notify${name}Content` }
}

export interface Notification {
  userId: number
  kind: NotificationKind
  /** Unique per event, e.g. `feedbackAnswered:<feedback id>:<reply id>`: the same key is delivered once. */
  key: string
  /** The figures and names the texts of the kind use (amounts as yuan text, titles, reasons). */
  params: Record<string, string | number>
  /** The page the message opens, e.g. '/pagesme/feedback/feedbackdel?id=3'. */
  path?: string
}

/** The account message of kind as the reader reads it, in their language (i18n `notify<Kind>Title/Content`). */
export function renderNotification(lang: Lang, kind: string, params: unknown): { title: string; content: string } | null {
  if (!isKind(kind)) return null
  const keys = textKeys(kind)
  const values = params && typeof params === 'object' ? params as Record<string, string | number> : {}
  return { title: translate(lang, keys.title, values), content: translate(lang, keys.content, values) }
}

/**
 * Records a notification in the cause's transaction: the outbox row of its key (ON CONFLICT DO
 * NOTHING: a key already there adds nothing, neither row nor message) and the in-app account
 * message (a notices row with the kind and params; the stored title/content, in Simplified
 * Chinese, are read only by what cannot render it). The delivery job sends it outside after the commit.
 */
export async function notify(tx: Tx, n: Notification): Promise<void> {
  const [row] = await tx.insert(notificationOutbox)
    .values({ key: n.key, userId: n.userId, kind: n.kind, params: n.params, path: n.path ?? null })
    .onConflictDoNothing({ target: notificationOutbox.key })
    .returning({ id: notificationOutbox.id })
  if (!row) return
  const text = renderNotification('zh-Hans', n.kind, n.params)!
  const [notice] = await tx.insert(notices)
    .values({ type: 2, userId: n.userId, title: text.title, content: text.content, path: n.path ?? null, kind: n.kind, params: n.params })
    .returning({ id: notices.id })
  await tx.update(notificationOutbox).set({ noticeId: notice.id }).where(eq(notificationOutbox.id, row.id))
  // soon after the commit rather than at the next beat (kick.ts; after a rollback it finds nothing)
  kickDelivery()
}
