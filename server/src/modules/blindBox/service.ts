import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm'
import type {
  BlindBox, BlindBoxHelper, BlindBoxHelpResult, BlindBoxHelpRow, BlindBoxHelpSide, BlindBoxMine, BlindBoxPrizeKind, BlindBoxRefusal,
  BlindBoxState, BlindBoxView,
} from '@api-types/blindBox'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { blindBoxes, blindBoxHelpDays, blindBoxHelps, users } from '../../db/schema'
import { shanghaiDay } from '../../clock'
import { formatTime, isUniqueViolation, maskNickname } from '../../lib'
import { refuse, Refused, refusedOr, type Outcome } from '../../outcome'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { credit } from '../wallet/ledger'
import { amountText, contentsOf, DEFAULT_SETTINGS, draw, NEW_USER_HOURS, published, readSettings } from './settings'

// Blind boxes with friends' help (docs/rules.md "Blind boxes"): starting a box, a friend's help
// (once per box, never one's own, at most the daily cap of boxes a day) and the opening, decided
// under the box row's lock so that the prize is drawn and granted exactly once.

type BoxRow = typeof blindBoxes.$inferSelect

const HOUR = 3_600_000
/** Past boxes mine answers. */
const PAST_BOXES = 20
/** The ledger cause of a box's prize, in the gold or the wallet book. */
export const PRIZE_CAUSE = 'blind_box'
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A share code: 10 characters of a 32-letter alphabet (50 random bits). */
function newCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % 32]).join('')
}

/** The box's state at `now`: an open box past its time is expired even before the sweep stores it. */
const stateOf = (box: BoxRow, now: Date): BlindBoxState => (box.status === 'open' && box.expiresAt <= now ? 'expired' : box.status as BlindBoxState)

const masked = (u: { nickname: string; avatar: string }) => ({ nickname: maskNickname(u.nickname), avatar: u.avatar })

async function helpersOf(db: Db | Tx, boxIds: number[]): Promise<Map<number, BlindBoxHelper[]>> {
  const byBox = new Map<number, BlindBoxHelper[]>()
  if (boxIds.length === 0) return byBox
  const rows = await db.select({ boxId: blindBoxHelps.boxId, points: blindBoxHelps.points, at: blindBoxHelps.createdAt, nickname: users.nickname, avatar: users.avatar })
    .from(blindBoxHelps).innerJoin(users, eq(users.id, blindBoxHelps.helperId))
    .where(inArray(blindBoxHelps.boxId, boxIds)).orderBy(blindBoxHelps.id)
  for (const r of rows) {
    const list = byBox.get(r.boxId) ?? []
    list.push({ ...masked(r), points: r.points, time: formatTime(r.at)! })
    byBox.set(r.boxId, list)
  }
  return byBox
}

function boxOf(box: BoxRow, helpers: BlindBoxHelper[], now: Date): BlindBox {
  return {
    id: box.id,
    code: box.code,
    status: stateOf(box, now),
    helpers_needed: box.helpersNeeded,
    progress: box.progress,
    new_user_double: box.newUserDouble,
    contents: published(contentsOf(box.contents) ?? DEFAULT_SETTINGS.contents),
    start_time: formatTime(box.startedAt)!,
    expire_time: formatTime(box.expiresAt)!,
    open_time: formatTime(box.openedAt),
    prize: box.prizeKind && box.prizeAmount ? { kind: box.prizeKind as BlindBoxPrizeKind, amount: amountText(box.prizeKind as BlindBoxPrizeKind, box.prizeAmount) } : null,
    helpers,
  }
}

/** Stores the user's lapsed open box as expired (the sweep does it for everyone every minute). */
async function expireOwn(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.update(blindBoxes).set({ status: 'expired' })
    .where(and(eq(blindBoxes.userId, userId), eq(blindBoxes.status, 'open'), lte(blindBoxes.expiresAt, now)))
}

/** Starts a box with the settings of now; refused while the user has an open one. */
export async function startBox(db: Db, userId: number, now: Date): Promise<Outcome<BlindBox>> {
  return refusedOr(() => db.transaction(async (tx) => {
    // one start of a user at a time (the partial unique index backs it)
    await lockFor(tx, 'blind_box_start', userId)
    await expireOwn(tx, userId, now)
    const [open] = await tx.select({ id: blindBoxes.id }).from(blindBoxes).where(and(eq(blindBoxes.userId, userId), eq(blindBoxes.status, 'open')))
    if (open) throw new Refused(refuse('blindBoxAlreadyOpen'))
    const s = await readSettings(tx)
    let row: BoxRow | undefined
    for (let attempt = 0; !row; attempt++) {
      try {
        ;[row] = await tx.transaction((sp) => sp.insert(blindBoxes).values({
          userId, code: newCode(), status: 'open', helpersNeeded: s.helpersNeeded, newUserDouble: s.newUserDouble,
          contents: s.contents, progress: 0, startedAt: now, expiresAt: new Date(now.getTime() + s.lifetimeHours * HOUR),
        }).returning())
      } catch (err) {
        // a share code already taken (one in 2^50): another draw
        if (!isUniqueViolation(err, 'blind_boxes_code_uq') || attempt >= 3) throw err
      }
    }
    return { value: boxOf(row, [], now) }
  }))
}

/** The user's open box and their past ones. */
export async function myBoxes(db: Db, userId: number, now: Date): Promise<BlindBoxMine> {
  const [current] = await db.select().from(blindBoxes).where(and(eq(blindBoxes.userId, userId), eq(blindBoxes.status, 'open'), gt(blindBoxes.expiresAt, now)))
  const past = await db.select().from(blindBoxes)
    .where(and(eq(blindBoxes.userId, userId), current ? ne(blindBoxes.id, current.id) : undefined))
    .orderBy(desc(blindBoxes.id)).limit(PAST_BOXES)
  const helpers = await helpersOf(db, [...(current ? [current.id] : []), ...past.map((b) => b.id)])
  return {
    current: current ? boxOf(current, helpers.get(current.id) ?? [], now) : null,
    past: past.map((b) => boxOf(b, helpers.get(b.id) ?? [], now)),
    server_time: formatTime(now)!,
  }
}

/** Whether the user registered within NEW_USER_HOURS of now. */
async function isNewUser(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  const [u] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId))
  return !!u && u.createdAt.getTime() > now.getTime() - NEW_USER_HOURS * HOUR
}

/** Boxes the user helped on the Shanghai day of now. */
async function helpedToday(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db.select({ count: blindBoxHelpDays.count }).from(blindBoxHelpDays)
    .where(and(eq(blindBoxHelpDays.helperId, userId), eq(blindBoxHelpDays.day, shanghaiDay(now))))
  return row?.count ?? 0
}

/** A box as whoever opens its link sees it (by code; by id for its owner only). */
export async function viewBox(db: Db, ref: { code?: string; boxId?: number }, viewerId: number | null, now: Date): Promise<Outcome<BlindBoxView>> {
  if (ref.code === undefined && ref.boxId === undefined) return refuse('blindBoxNeedCode')
  const [box] = await db.select().from(blindBoxes).where(ref.code !== undefined ? eq(blindBoxes.code, ref.code.toUpperCase()) : eq(blindBoxes.id, ref.boxId!))
  if (!box || (ref.code === undefined && box.userId !== viewerId)) return refuse('blindBoxNotFound')
  const [owner] = await db.select({ nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, box.userId))
  const state = stateOf(box, now)
  const isOwner = viewerId === box.userId
  let reason: BlindBoxRefusal | null = null
  let myPoints = 1
  if (viewerId !== null && !isOwner && box.newUserDouble && await isNewUser(db, viewerId, now)) myPoints = 2
  if (viewerId === null) reason = 'login'
  else if (isOwner) reason = 'own'
  else if (state === 'opened') reason = 'opened'
  else if (state === 'expired') reason = 'expired'
  else if ((await db.select({ id: blindBoxHelps.id }).from(blindBoxHelps).where(and(eq(blindBoxHelps.boxId, box.id), eq(blindBoxHelps.helperId, viewerId)))).length) reason = 'helped'
  else if (await helpedToday(db, viewerId, now) >= (await readSettings(db)).dailyHelpCap) reason = 'daily_cap'
  // a refusal the login can still lift keeps the button: a guest may help after logging in
  return {
    value: {
      code: box.code,
      owner: masked(owner ?? { nickname: '', avatar: '' }),
      status: state,
      helpers_needed: box.helpersNeeded,
      progress: box.progress,
      expire_time: formatTime(box.expiresAt)!,
      server_time: formatTime(now)!,
      helpers: (await helpersOf(db, [box.id])).get(box.id) ?? [],
      is_owner: isOwner,
      can_help: reason === null,
      reason,
      my_points: myPoints,
    },
  }
}

const REFUSAL_KEYS = {
  own: 'blindBoxOwn', helped: 'blindBoxHelped', daily_cap: 'blindBoxDailyCap', opened: 'blindBoxOpened', expired: 'blindBoxExpired',
} as const

/** Grants the box's drawn prize to its owner through its book, once per box (the cause is the box). */
async function grant(tx: Tx, box: BoxRow, kind: BlindBoxPrizeKind, amount: number, now: Date): Promise<void> {
  const entry = { userId: box.userId, refType: PRIZE_CAUSE, refId: box.id, at: now }
  const booked = kind === 'gold'
    ? await goldBook.credit(tx, { ...entry, kind: 'blind_box', amount, note: box.code })
    : await credit(tx, { ...entry, kind: 'blind_box_prize', amountFen: amount, note: box.code })
  if (booked !== 'done') throw new Error(`blind box ${box.id} prize already booked`)
}

/**
 * A friend's help, in one transaction holding the box row's lock (so two last helpers are one
 * after the other: the second finds the box opened): refused for one's own box, a second help, an
 * opened or lapsed box, or over the daily cap (a conditional update of the helper's day row);
 * the help that completes the points opens the box, draws the prize and grants it.
 */
export async function helpBox(db: Db, code: string, helperId: number, now: Date): Promise<Outcome<BlindBoxHelpResult>> {
  return refusedOr(() => db.transaction(async (tx) => {
    const [box] = await tx.select().from(blindBoxes).where(eq(blindBoxes.code, code.toUpperCase())).for('update')
    if (!box) throw new Refused(refuse('blindBoxNotFound'))
    if (box.userId === helperId) throw new Refused(refuse(REFUSAL_KEYS.own))
    const state = stateOf(box, now)
    if (state !== 'open') throw new Refused(refuse(REFUSAL_KEYS[state]))
    const [helped] = await tx.select({ id: blindBoxHelps.id }).from(blindBoxHelps).where(and(eq(blindBoxHelps.boxId, box.id), eq(blindBoxHelps.helperId, helperId)))
    if (helped) throw new Refused(refuse(REFUSAL_KEYS.helped))

    const { dailyHelpCap } = await readSettings(tx)
    const day = shanghaiDay(now)
    await tx.insert(blindBoxHelpDays).values({ helperId, day, count: 0 }).onConflictDoNothing()
    const counted = await tx.update(blindBoxHelpDays).set({ count: sql`${blindBoxHelpDays.count} + 1` })
      .where(and(eq(blindBoxHelpDays.helperId, helperId), eq(blindBoxHelpDays.day, day), sql`${blindBoxHelpDays.count} < ${dailyHelpCap}`))
      .returning({ count: blindBoxHelpDays.count })
    if (counted.length === 0) throw new Refused(refuse(REFUSAL_KEYS.daily_cap, { cap: String(dailyHelpCap) }))

    const points = box.newUserDouble && await isNewUser(tx, helperId, now) ? 2 : 1
    await tx.insert(blindBoxHelps).values({ boxId: box.id, helperId, points, day, createdAt: now })
    const progress = Math.min(box.helpersNeeded, box.progress + points)
    const opened = progress >= box.helpersNeeded
    if (!opened) {
      await tx.update(blindBoxes).set({ progress }).where(eq(blindBoxes.id, box.id))
    } else {
      const prize = draw(contentsOf(box.contents) ?? DEFAULT_SETTINGS.contents)
      // conditional on still open: with the row lock held this always matches; it is the second guard
      const [done] = await tx.update(blindBoxes).set({ progress, status: 'opened', prizeKind: prize.kind, prizeAmount: prize.amount, openedAt: now })
        .where(and(eq(blindBoxes.id, box.id), eq(blindBoxes.status, 'open'))).returning({ id: blindBoxes.id })
      if (!done) throw new Refused(refuse(REFUSAL_KEYS.opened))
      await grant(tx, box, prize.kind, prize.amount, now)
    }
    return { value: { points, progress, helpers_needed: box.helpersNeeded, opened } }
  })).catch((err: unknown) => {
    // a parallel second help of the same friend that slipped past the check (the unique index)
    if (isUniqueViolation(err, 'blind_box_helps_box_helper_uq')) return refuse(REFUSAL_KEYS.helped)
    throw err
  })
}

/** Help records, newest first: received by the user's boxes, or given by the user. */
export async function helpRecords(db: Db, userId: number, side: BlindBoxHelpSide, page: number, limit: number, now: Date): Promise<{ list: BlindBoxHelpRow[]; total: number; page: number; limit: number; more: boolean }> {
  const mine = side === 'received' ? eq(blindBoxes.userId, userId) : eq(blindBoxHelps.helperId, userId)
  const other = side === 'received' ? eq(users.id, blindBoxHelps.helperId) : eq(users.id, blindBoxes.userId)
  const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(blindBoxHelps).innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxHelps.boxId)).where(mine)
  const rows = await db.select({ h: blindBoxHelps, b: blindBoxes, nickname: users.nickname, avatar: users.avatar })
    .from(blindBoxHelps).innerJoin(blindBoxes, eq(blindBoxes.id, blindBoxHelps.boxId)).innerJoin(users, other)
    .where(mine).orderBy(desc(blindBoxHelps.id)).limit(limit).offset((page - 1) * limit)
  const total = Number(n)
  return {
    list: rows.map(({ h, b, nickname, avatar }) => ({
      id: h.id, user: masked({ nickname, avatar }), box_id: b.id,
      box_status: stateOf(b, now),
      points: h.points, time: formatTime(h.createdAt)!,
    })),
    total, page, limit, more: page * limit < total,
  }
}

/** The lapse: open boxes past their time are stored as expired (nothing was granted; nothing to give back). */
export async function sweepExpired(db: Db, now: Date): Promise<number> {
  const rows = await db.update(blindBoxes).set({ status: 'expired' })
    .where(and(eq(blindBoxes.status, 'open'), lte(blindBoxes.expiresAt, now))).returning({ id: blindBoxes.id })
  return rows.length
}
