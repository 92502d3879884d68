import { and, count, desc, eq, gt } from 'drizzle-orm'
import {
  APPLICATIONS_PER_DAY, APPLICATION_STATES, type ApplicationKind, type ApplicationState, type CommonCooperateRequest,
  type CommonSettleInRequest, type MyApplication,
} from '@api-types/common'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { cooperateApplications, settleInApplications } from '../../db/schema'
import { formatTime } from '../../lib'

// Merchant onboarding (docs/rules.md "Merchant onboarding"): settle-in applications and cooperation
// enquiries, sent logged in or not, limited per user and per IP, followed by their applicant while
// operators move them on (ops.ts).

const DAY_MS = 86_400_000

export const TABLES = { settle_in: settleInApplications, cooperate: cooperateApplications } as const
export type SettleInRow = typeof settleInApplications.$inferSelect
export type CooperateRow = typeof cooperateApplications.$inferSelect

/** The state stored as its position in APPLICATION_STATES. */
export const stateOf = (status: number): ApplicationState => APPLICATION_STATES[status] ?? 'submitted'
export const statusOf = (state: ApplicationState): number => APPLICATION_STATES.indexOf(state)

const opt = (v: string | undefined) => (v && v.trim() ? v.trim() : null)

/** The title an application goes by: the shop, or the company (else the name) of an enquiry. */
export const titleOf = (kind: ApplicationKind, row: SettleInRow | CooperateRow): string =>
  kind === 'settle_in' ? (row as SettleInRow).shopName : ((row as CooperateRow).company ?? (row as CooperateRow).name)

/**
 * Whether one more application of this kind is within the day's limit for the user (when logged in)
 * and the IP: APPLICATIONS_PER_DAY each, counted back a day from `now` under advisory locks held to
 * the end of the transaction, so parallel sends cannot pass it together.
 */
async function withinLimit(tx: Db, kind: ApplicationKind, userId: number | null, ip: string, now: Date): Promise<boolean> {
  const table = TABLES[kind]
  const since = gt(table.createdAt, new Date(now.getTime() - DAY_MS))
  if (userId !== null) await lockFor(tx, 'application', kind, 'user', userId)
  await lockFor(tx, 'application', kind, 'ip', ip)
  if (userId !== null) {
    const [byUser] = await tx.select({ n: count() }).from(table).where(and(eq(table.userId, userId), since))
    if (byUser.n >= APPLICATIONS_PER_DAY) return false
  }
  const [byIp] = await tx.select({ n: count() }).from(table).where(and(eq(table.clientIp, ip), since))
  return byIp.n < APPLICATIONS_PER_DAY
}

export interface Sender {
  userId: number | null
  ip: string
  now: Date
}

/** Stores a settle-in application, or 'limit'. The images were checked by the route (the sender's own uploads). */
export async function saveSettleIn(db: Db, from: Sender, form: CommonSettleInRequest): Promise<{ id: number } | 'limit'> {
  return db.transaction(async (tx) => {
    if (!(await withinLimit(tx, 'settle_in', from.userId, from.ip, from.now))) return 'limit' as const
    const [row] = await tx.insert(settleInApplications).values({
      userId: from.userId,
      shopName: form.shop_name.trim(),
      contactName: form.contact_name.trim(),
      tel: form.tel,
      city: form.city.trim(),
      address: form.address.trim(),
      category: opt(form.category),
      images: form.images ?? [],
      remark: opt(form.remark),
      clientIp: from.ip,
      createdAt: from.now,
      updatedAt: from.now,
    }).returning({ id: settleInApplications.id })
    return { id: row.id }
  })
}

/** Stores a cooperation enquiry, or 'limit'. */
export async function saveCooperate(db: Db, from: Sender, form: CommonCooperateRequest): Promise<{ id: number } | 'limit'> {
  return db.transaction(async (tx) => {
    if (!(await withinLimit(tx, 'cooperate', from.userId, from.ip, from.now))) return 'limit' as const
    const [row] = await tx.insert(cooperateApplications).values({
      userId: from.userId,
      name: form.name.trim(),
      tel: form.tel,
      company: opt(form.company),
      content: form.content.trim(),
      clientIp: from.ip,
      createdAt: from.now,
      updatedAt: from.now,
    }).returning({ id: cooperateApplications.id })
    return { id: row.id }
  })
}

/** The user's applications of both kinds, newest first (at most 50 of each: 5 a day keeps it short). */
export async function myApplications(db: Db, userId: number): Promise<{ list: MyApplication[] }> {
  const item = (kind: ApplicationKind) => (row: SettleInRow | CooperateRow): MyApplication => ({
    id: row.id, kind, title: titleOf(kind, row), state: stateOf(row.status),
    reason: stateOf(row.status) === 'refused' ? row.reason : null,
    create_time: formatTime(row.createdAt)!, update_time: formatTime(row.updatedAt)!,
  })
  const [settle, cooperate] = await Promise.all([
    db.select().from(settleInApplications).where(eq(settleInApplications.userId, userId)).orderBy(desc(settleInApplications.id)).limit(50),
    db.select().from(cooperateApplications).where(eq(cooperateApplications.userId, userId)).orderBy(desc(cooperateApplications.id)).limit(50),
  ])
  const list = [...settle.map(item('settle_in')), ...cooperate.map(item('cooperate'))]
  return { list: list.sort((a, b) => b.create_time.localeCompare(a.create_time) || b.id - a.id) }
}
