import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { HoldReason } from '@api-types/ops/team'
import type { Db } from '../../db/driver'
import { commissions, freeMealOrders, referrals, smsCodes, userIdentities, users, wallets } from '../../db/schema'
import { maskNickname, yuan } from '../../lib'
import { notify } from '../notification/service'
import type { Tx } from '../ledger/book'
import { credit, debit, walletBook } from '../wallet/ledger'
import { commissionSettings } from './settings'

// Commissions (docs/rules.md "Team and referral"): when a team member's free-meal rebate is
// approved or their membership is paid, their inviter (level 1) and the inviter's inviter (level 2)
// earn a share of it, in the cause's transaction (the team module's reactions, module.ts). One row
// per (cause, beneficiary, level) by the unique index, so parallel approvals earn once.
//
// States: pending (待入账, until release_at = earned + reward.frozen_days), then credited by
// the release job (ledger kind commission, cause ('commission', id)); held for an operator when
// suspicious (hold_reason); refused, never paid, when the two accounts shared a device id or a
// WeChat identity (hold_reason shared_device / shared_wechat), or by an operator; reversed when the
// cause is undone: a pending or held one simply, a credited one taken back from the wallet
// (commission_clawback) as far as the balance goes, the rest kept as owed_fen and taken from the
// beneficiary's next released commissions (commission_clawback, cause ('commission_settle', id)).
//
// Lock order everywhere: the commission rows (by id), then the wallet row.

/** What a commission is a share of: a row of another module (cause_type, cause_id). */
export const CAUSE_TYPES = { freeMeal: 'free_meal_order', membership: 'member_order' } as const
export type CauseType = typeof CAUSE_TYPES[keyof typeof CAUSE_TYPES]


type CommissionRow = typeof commissions.$inferSelect

const DAY_MS = 86_400_000
const RELEASE_BATCH = 500

/** The masked nickname of a user, as a commission's ledger note carries it (wallet/income shows it as the member). */
async function maskedNameOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId))
  return maskNickname(u?.nickname ?? '')
}

/**
 * Whether the two accounts ever used one device id or one WeChat identity (user_identities, which
 * keeps identities that moved on): such accounts earn nothing from each other.
 */
export async function sharedIdentity(db: Db, a: number, b: number): Promise<'shared_device' | 'shared_wechat' | null> {
  const other = alias(userIdentities, 'other')
  const [row] = await db.select({ kind: userIdentities.kind }).from(userIdentities)
    .innerJoin(other, and(eq(other.kind, userIdentities.kind), eq(other.value, userIdentities.value)))
    .where(and(eq(userIdentities.userId, a), eq(other.userId, b))).orderBy(asc(userIdentities.kind)).limit(1)
  if (!row) return null
  return row.kind === 'device' ? 'shared_device' : 'shared_wechat'
}

/**
 * The documented suspicion (docs/rules.md): the member was bound from the client address the
 * beneficiary was last seen at (the address of the beneficiary's latest SMS code, or of their own
 * binding). Such a commission is held for an operator.
 */
async function suspicionOf(db: Db, beneficiaryId: number, memberId: number): Promise<HoldReason | null> {
  const [bound] = await db.select({ ip: referrals.clientIp }).from(referrals).where(eq(referrals.inviteeId, memberId))
  if (!bound?.ip) return null
  const [beneficiary] = await db.select({ tel: users.tel }).from(users).where(eq(users.id, beneficiaryId))
  const [sms] = beneficiary?.tel
    ? await db.select({ ip: smsCodes.ip }).from(smsCodes).where(eq(smsCodes.tel, beneficiary.tel)).orderBy(desc(smsCodes.id)).limit(1)
    : []
  const [own] = await db.select({ ip: referrals.clientIp }).from(referrals).where(eq(referrals.inviteeId, beneficiaryId))
  const lastKnown = sms?.ip ?? own?.ip ?? null
  return lastKnown !== null && lastKnown === bound.ip ? 'same_address' : null
}

/** The inviter and the inviter's inviter of a member (active accounts only), with their level. */
async function beneficiariesOf(db: Db, memberId: number): Promise<{ id: number; level: 1 | 2 }[]> {
  const found: { id: number; level: 1 | 2 }[] = []
  let current = memberId
  for (const level of [1, 2] as const) {
    const [row] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, current))
    if (!row?.parentId) break
    current = row.parentId
    const [parent] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, current), isNull(users.cancelledAt)))
    if (parent) found.push({ id: parent.id, level })
  }
  return found
}

/**
 * Records the commissions a cause earns (in its transaction): for each beneficiary floor(base ×
 * rate), pending until the frozen period ends, held when suspicious, refused across a shared
 * identity; nothing when the amount is 0. Once per (cause, beneficiary, level): ON CONFLICT DO NOTHING.
 */
export async function earn(tx: Tx, cause: { type: CauseType; id: number; memberId: number; baseFen: number; at: Date }): Promise<void> {
  if (cause.baseFen <= 0) return
  const beneficiaries = await beneficiariesOf(tx, cause.memberId)
  if (beneficiaries.length === 0) return
  const settings = await commissionSettings(tx)
  for (const { id, level } of beneficiaries) {
    const rateBp = settings.rateBp[level]
    const amountFen = Math.floor((cause.baseFen * rateBp) / 10000)
    if (amountFen <= 0) continue
    const shared = await sharedIdentity(tx, id, cause.memberId)
    const suspicious = shared ? null : await suspicionOf(tx, id, cause.memberId)
    await tx.insert(commissions).values({
      beneficiaryId: id, memberId: cause.memberId, level, causeType: cause.type, causeId: cause.id,
      baseFen: cause.baseFen, rateBp, amountFen,
      status: shared ? 'refused' : suspicious ? 'held' : 'pending',
      holdReason: shared ?? suspicious,
      releaseAt: new Date(cause.at.getTime() + settings.frozenDays * DAY_MS),
      createdAt: cause.at,
    }).onConflictDoNothing()
  }
}

/** The invitee's first approved free meal makes them a valid invitation (referrals.valid_at); a revoked one is counted again. */
export async function recountValid(tx: Tx, memberId: number): Promise<void> {
  const first = tx.select({ at: sql`min(${freeMealOrders.reviewedAt})` }).from(freeMealOrders)
    .where(and(eq(freeMealOrders.userId, memberId), eq(freeMealOrders.status, 'approved')))
  await tx.update(referrals).set({ validAt: sql`(${first})` }).where(eq(referrals.inviteeId, memberId))
}

/** The beneficiary's reversed commissions that still owe, oldest first, locked. */
const lockOwed = (tx: Tx, beneficiaryId: number): Promise<CommissionRow[]> =>
  tx.select().from(commissions)
    .where(and(eq(commissions.beneficiaryId, beneficiaryId), gt(commissions.owedFen, 0))).orderBy(asc(commissions.id)).for('update')

/**
 * Takes what the `owed` commissions (locked) still owe out of a commission just credited (`fromId`,
 * at most `availableFen`): one commission_clawback debit, cause ('commission_settle', fromId).
 */
async function settleOwed(tx: Tx, owed: CommissionRow[], beneficiaryId: number, fromId: number, availableFen: number, at: Date): Promise<void> {
  let left = availableFen
  const settled: CommissionRow[] = []
  for (const row of owed) {
    const part = Math.min(row.owedFen, left)
    if (part <= 0) break
    await tx.update(commissions).set({ owedFen: row.owedFen - part, takenBackFen: row.takenBackFen + part }).where(eq(commissions.id, row.id))
    left -= part
    settled.push(row)
  }
  const total = availableFen - left
  if (total === 0) return
  const names = [...new Set(await Promise.all(settled.map((r) => maskedNameOf(tx, r.memberId))))]
  await debit(tx, { userId: beneficiaryId, kind: 'commission_clawback', amountFen: total, refType: 'commission_settle', refId: fromId, note: names.join('、'), at })
}

/**
 * Moves one commission (locked, pending or held) to the wallet: refused instead when the two
 * accounts turn out to share an identity by now, or the beneficiary's account was cancelled
 * meanwhile (hold_reason cancelled); else credited (cause ('commission', id), the
 * member's masked nickname as the note) and what the beneficiary owes is settled from it.
 * Answers whether it was credited.
 */
async function creditOne(tx: Tx, row: CommissionRow, now: Date): Promise<boolean> {
  const [beneficiary] = await tx.select({ cancelledAt: users.cancelledAt }).from(users).where(eq(users.id, row.beneficiaryId))
  const refusedFor: HoldReason | null = beneficiary?.cancelledAt ? 'cancelled' : await sharedIdentity(tx, row.beneficiaryId, row.memberId)
  if (refusedFor) {
    await tx.update(commissions).set({ status: 'refused', holdReason: refusedFor }).where(eq(commissions.id, row.id))
    return false
  }
  // the owing rows are locked before the wallet (lock order: commissions, then the wallet)
  const owed = await lockOwed(tx, row.beneficiaryId)
  await tx.update(commissions).set({ status: 'credited', creditedAt: now }).where(eq(commissions.id, row.id))
  const booked = await credit(tx, {
    userId: row.beneficiaryId, kind: 'commission', amountFen: row.amountFen, refType: 'commission', refId: row.id,
    note: await maskedNameOf(tx, row.memberId), at: now,
  })
  if (booked !== 'done') throw new Error(`commission ${row.id} was credited already while ${row.status}`)
  if (owed.length) await settleOwed(tx, owed, row.beneficiaryId, row.id, row.amountFen, now)
  await notify(tx, {
    userId: row.beneficiaryId, kind: 'commissionArrived', key: `commissionArrived:${row.id}`,
    params: { amount: yuan(row.amountFen), member: await maskedNameOf(tx, row.memberId) }, path: '/pages/makemoney/detailmoney',
  })
  return true
}

/**
 * Credits every pending commission whose release_at has come, each in its own transaction (a
 * savepoint inside the job's run): the row is taken only while still pending (FOR UPDATE re-reads
 * it after a parallel run committed), and the ledger's unique cause stops a second credit anyway.
 * Answers how many were credited.
 */
export async function releaseDue(db: Db, now: Date): Promise<number> {
  let credited = 0
  for (;;) {
    const due = await db.select({ id: commissions.id }).from(commissions)
      .where(and(eq(commissions.status, 'pending'), lte(commissions.releaseAt, now))).orderBy(asc(commissions.id)).limit(RELEASE_BATCH)
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(commissions)
          .where(and(eq(commissions.id, id), eq(commissions.status, 'pending'), lte(commissions.releaseAt, now))).for('update')
        return row ? creditOne(tx, row, now) : false
      })
      if (done) credited++
    }
    if (due.length < RELEASE_BATCH) return credited
  }
}

/**
 * Undoes the commissions of a cause (in the cause's transaction), once: pending and held ones are
 * reversed; a credited one is taken back from the wallet as far as the balance goes
 * (commission_clawback, cause ('commission', id)), the rest kept as owed_fen; refused and reversed
 * ones stay as they are.
 */
export async function undo(tx: Tx, causeType: CauseType, causeId: number, reason: string, at: Date): Promise<void> {
  const rows = await tx.select().from(commissions)
    .where(and(eq(commissions.causeType, causeType), eq(commissions.causeId, causeId), inArray(commissions.status, ['pending', 'held', 'credited'])))
    .orderBy(asc(commissions.id)).for('update')
  for (const row of rows) {
    let takenFen = 0
    if (row.status === 'credited') {
      await tx.select({ id: wallets.userId }).from(wallets).where(eq(wallets.userId, row.beneficiaryId)).for('update')
      takenFen = Math.min(row.amountFen, await walletBook.balance(tx, row.beneficiaryId))
      if (takenFen > 0) {
        await debit(tx, {
          userId: row.beneficiaryId, kind: 'commission_clawback', amountFen: takenFen, refType: 'commission', refId: row.id,
          note: await maskedNameOf(tx, row.memberId), at,
        })
      }
    }
    await tx.update(commissions).set({
      status: 'reversed', reversedAt: at, reversalReason: reason,
      takenBackFen: takenFen, owedFen: row.status === 'credited' ? row.amountFen - takenFen : 0,
    }).where(eq(commissions.id, row.id))
  }
}

/** What an operator's decision on a commission did. */
export type Decision =
  | { outcome: 'released'; row: CommissionRow }
  | { outcome: 'refused'; row: CommissionRow }
  | { outcome: 'not_found' }
  | { outcome: 'not_open'; status: string }

/**
 * An operator releases a held commission: pending again until its release_at, or credited at once
 * when that has come (unless the accounts share an identity by now: refused).
 */
export async function releaseHeld(db: Db, id: number, now: Date): Promise<Decision> {
  return db.transaction(async (tx): Promise<Decision> => {
    const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update')
    if (!row) return { outcome: 'not_found' }
    if (row.status !== 'held') return { outcome: 'not_open', status: row.status }
    if (row.releaseAt <= now) await creditOne(tx, row, now)
    else await tx.update(commissions).set({ status: 'pending' }).where(eq(commissions.id, id))
    const [after] = await tx.select().from(commissions).where(eq(commissions.id, id))
    return { outcome: after.status === 'refused' ? 'refused' : 'released', row: after }
  })
}

/** An operator refuses a held or pending commission (never paid), with the reason. */
export async function refuseOpen(db: Db, id: number, reason: string, now: Date): Promise<Decision> {
  return db.transaction(async (tx): Promise<Decision> => {
    const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update')
    if (!row) return { outcome: 'not_found' }
    if (row.status !== 'held' && row.status !== 'pending') return { outcome: 'not_open', status: row.status }
    const [after] = await tx.update(commissions).set({ status: 'refused', reversedAt: now, reversalReason: reason })
      .where(eq(commissions.id, id)).returning()
    return { outcome: 'refused', row: after }
  })
}
