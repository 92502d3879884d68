import type { Tx } from '../ledger/book'
import { notices } from '../../db/schema'

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

/** Records a notification for delivery after the transaction commits (in-app message, WeChat message). */
export async function notify(tx: Tx, n: Notification): Promise<void> {
  // the in-app message only, until the notification module's outbox and texts replace this body
  await tx.insert(notices).values({ type: 2, userId: n.userId, title: n.kind, content: JSON.stringify(n.params), path: n.path ?? null })
}
