import { and, count, desc, eq, ne } from 'drizzle-orm'
import { FEEDBACK_STATUSES, type FeedbackOrderKind, type FeedbackStatus, type FeedbackType } from '@api-types/userFeedback'
import { FEEDBACK_AUTHOR_MAX, FEEDBACK_REPLY_MAX, feedbackOps, type OpsFeedbackClose, type OpsFeedbackReply } from '@api-types/ops/feedback'
import type { Db } from '../../db/driver'
import { feedbackReplies, feedbacks, users } from '../../db/schema'
import { columns, translate } from '../../i18n'
import { formatTime, maskNickname } from '../../lib'
import { listLimit, maskTel, opsCommand, type OpsArgTools, type OpsGroup } from '../../ops/commands'
import { notify } from '../notification/service'

// The operators' feedback commands (docs/server.md "Operators"; docs/rules.md "Feedback"): list the
// users' feedback, reply (the feedback becomes replied and unread, and its user is notified in the
// reply's transaction), close; as operator calls (types/api/ops/feedback.ts) and CLI commands.

/** The signature of a reply when the operator gives none. */
const DEFAULT_AUTHOR = '客服'
const MAX_ID = 2147483647

function idArg(text: string | undefined, tools: OpsArgTools): number {
  if (text === undefined || !/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) tools.fail('opsBadFeedbackArg', { option: text ?? '<id>' })
  return Number(text)
}

async function listForOps(db: Db, status: FeedbackStatus | 'all', page: number, limit: number) {
  const where = status === 'all' ? undefined : eq(feedbacks.status, status)
  const replies = db.select({ feedbackId: feedbackReplies.feedbackId, n: count().as('n') }).from(feedbackReplies).groupBy(feedbackReplies.feedbackId).as('r')
  const [rows, [{ total }]] = await Promise.all([
    db.select({ f: feedbacks, u: { tel: users.tel, nickname: users.nickname }, replies: replies.n }).from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .leftJoin(replies, eq(replies.feedbackId, feedbacks.id))
      .where(where).orderBy(desc(feedbacks.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(feedbacks).where(where),
  ])
  return {
    command: 'feedback-list' as const,
    total: Number(total),
    page,
    feedbacks: rows.map(({ f, u, replies: n }) => ({
      id: f.id, user: u.tel ? maskTel(u.tel) : maskNickname(u.nickname), type: f.type as FeedbackType, content: f.content,
      images: f.images.length, order_kind: f.orderKind as FeedbackOrderKind | null, order: f.orderId === null ? null : String(f.orderId),
      contact: f.contact, status: f.status as FeedbackStatus, replies: Number(n ?? 0), create_time: formatTime(f.createdAt)!,
    })),
  }
}

/**
 * Adds a reply to a feedback that is not closed: it becomes replied and unread by its user, who is
 * notified (in this transaction: the reply and the notification are written together or not at all).
 */
export async function replyToFeedback(db: Db, body: { id: number; content: string; author?: string }, now: Date): Promise<OpsFeedbackReply> {
  return db.transaction(async (tx): Promise<OpsFeedbackReply> => {
    const [f] = await tx.select().from(feedbacks).where(eq(feedbacks.id, body.id)).for('update')
    if (!f) return { id: body.id, outcome: 'not_found' }
    if (f.status === 'closed') return { id: body.id, outcome: 'closed' }
    // a reply never dates before its feedback, so the thread reads in order
    const at = now < f.createdAt ? f.createdAt : now
    const [reply] = await tx.insert(feedbackReplies).values({
      feedbackId: f.id, author: body.author?.trim() || DEFAULT_AUTHOR, content: body.content.trim(), createdAt: at,
    }).returning({ id: feedbackReplies.id })
    await tx.update(feedbacks).set({ status: 'replied', unread: true, updatedAt: at }).where(eq(feedbacks.id, f.id))
    await notify(tx, {
      userId: f.userId, kind: 'feedbackAnswered', key: `feedbackAnswered:${f.id}:${reply.id}`,
      params: { feedback_id: f.id, content: body.content.trim() },
      path: `/pagesme/feedback/feedbackdel?id=${f.id}`,
    })
    return { id: body.id, outcome: 'replied', reply_id: reply.id }
  })
}

export async function closeFeedback(db: Db, id: number, now: Date): Promise<OpsFeedbackClose> {
  const [closed] = await db.update(feedbacks).set({ status: 'closed', updatedAt: now })
    .where(and(eq(feedbacks.id, id), ne(feedbacks.status, 'closed'))).returning({ id: feedbacks.id })
  if (closed) return { id, outcome: 'closed' }
  const [found] = await db.select({ id: feedbacks.id }).from(feedbacks).where(eq(feedbacks.id, id))
  return { id, outcome: found ? 'already_closed' : 'not_found' }
}

export const FEEDBACK_OPS: OpsGroup = {
  help: `  feedback-list [--status waiting|replied|closed|all] [--page <n>] [--limit <n>]
      列出用户反馈，最新的在前，每页 20 条 / list the users' feedback, newest first, 20 a page
  feedback-reply <id> --content "<回复>" [--author "<署名>"]
      回复反馈（状态改为已回复，用户收到通知）/ reply to a feedback (replied; the user is notified)
  feedback-close <id>
      关闭反馈，不再回复 / close a feedback
`,
  examples: ['feedback-list --status waiting', 'feedback-reply 3 --content "已为您处理，请查看订单"', 'feedback-close 3'],
  commands: [
    opsCommand(feedbackOps.feedbackList, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['status', 'page', 'limit'])
        if (positional.length) tools.fail('opsBadOption', { option: positional[0] })
        const status = options.status ?? 'all'
        if (status !== 'all' && !(FEEDBACK_STATUSES as readonly string[]).includes(status)) {
          tools.fail('opsBadStatus', { status, statuses: [...FEEDBACK_STATUSES, 'all'].join(', ') })
        }
        return {
          status: status as FeedbackStatus | 'all', limit: listLimit(options.limit, 20, tools),
          ...(options.page !== undefined ? { page: idArg(options.page, tools) } : {}),
        }
      },
      run: ({ db }, body) => listForOps(db, body.status, body.page ?? 1, body.limit),
      print({ feedbacks: rows }, { lang, table }) {
        if (rows.length === 0) return { ok: true, stdout: [translate(lang, 'opsNoFeedback')], stderr: [] }
        const header = columns(lang, ['opsColId', 'opsColUser', 'opsColType', 'opsColStatus', 'opsColReplies', 'opsColContent', 'opsColTime'])
        return {
          ok: true,
          stdout: [table(header, rows.map((f) => [String(f.id), f.user, f.type, f.status, String(f.replies), [...f.content].slice(0, 30).join(''), f.create_time]))],
          stderr: [],
        }
      },
    }),
    opsCommand(feedbackOps.feedbackReply, {
      parse(args, tools) {
        const { options, positional } = tools.split(args, ['content', 'author'])
        if (positional.length !== 1) tools.fail('opsBadFeedbackArg', { option: positional[1] ?? '<id>' })
        const content = options.content?.trim() ?? ''
        if (!content || [...content].length > FEEDBACK_REPLY_MAX) tools.fail('opsBadFeedbackArg', { option: '--content' })
        if (options.author !== undefined && [...options.author].length > FEEDBACK_AUTHOR_MAX) tools.fail('opsBadFeedbackArg', { option: '--author' })
        return { id: idArg(positional[0], tools), content, ...(options.author !== undefined ? { author: options.author } : {}) }
      },
      run: async ({ db, now }, body) => ({ command: 'feedback-reply', result: await replyToFeedback(db, body, now) }),
      print({ result: r }, { lang }) {
        const id = String(r.id)
        if (r.outcome === 'replied') return { ok: true, stdout: [translate(lang, 'opsFeedbackReplied', { id })], stderr: [] }
        return { ok: false, stdout: [], stderr: [translate(lang, r.outcome === 'not_found' ? 'opsFeedbackNotFound' : 'opsFeedbackIsClosed', { id })] }
      },
    }),
    opsCommand(feedbackOps.feedbackClose, {
      parse(args, tools) {
        const { positional } = tools.split(args, [])
        if (positional.length !== 1) tools.fail('opsBadFeedbackArg', { option: positional[1] ?? '<id>' })
        return { id: idArg(positional[0], tools) }
      },
      run: async ({ db, now }, body) => ({ command: 'feedback-close', result: await closeFeedback(db, body.id, now) }),
      print({ result: r }, { lang }) {
        const id = String(r.id)
        if (r.outcome === 'closed') return { ok: true, stdout: [translate(lang, 'opsFeedbackClosed', { id })], stderr: [] }
        return { ok: false, stdout: [], stderr: [translate(lang, r.outcome === 'not_found' ? 'opsFeedbackNotFound' : 'opsFeedbackIsClosed', { id })] }
      },
    }),
  ],
}
