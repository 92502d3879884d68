import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { GoldTask, GoldTaskKind, GoldTaskStatus, SignInAddGoldCoinResult, SignInTasksResult } from '@api-types/signIn'
import { shanghaiMidnight, shanghaiMoment } from '../../clock'
import type { Db } from '../../db/driver'
import { businessOrders, freeMealOrders, goldTaskClaims, goldTasks } from '../../db/schema'
import type { MessageKey } from '../../i18n'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { refuse, refusedOr, Refused, type Outcome } from '../../outcome'
import { addDays } from './rules'

// Gold tasks (docs/rules.md "Sign-in and gold coins"): the task list with the user's progress
// (signIn/tasks) and a task's reward (addGoldCoin {type}). A task pays `daily_cap` claims per period:
// each Shanghai day ('day') or ever ('once'). 'ad' tasks are declared by the app; a share task never
// pays (sharing earns no gold: docs/rules.md), its claim is refused; a proof task pays its k-th
// claim of the period only when the user has k proofs: free-meal orders approved (reviewed) that
// Shanghai day for 'free_meal', paid voucher orders ever for 'voucher'.
// The claims' unique indexes keep every limit under parallel calls: (user, type, day, seq) for a
// day, (user, type, seq) for a 'once' task, and (type, proof_id): one proof proves one claim.

type TaskRow = typeof goldTasks.$inferSelect
type ProofKind = Extract<GoldTaskKind, 'free_meal' | 'voucher'>

const PROOF_KINDS: readonly string[] = ['free_meal', 'voucher'] satisfies ProofKind[]
const isProofTask = (task: TaskRow): task is TaskRow & { kind: ProofKind } => PROOF_KINDS.includes(task.kind)

/** The refusal of a proof task claimed before its proof. */
const NO_PROOF: Record<ProofKind, MessageKey> = { free_meal: 'goldTaskNeedFreeMeal', voucher: 'goldTaskNeedVoucher' }

/**
 * The ids of the user's proofs of a kind in the current period, oldest first (the k-th proves the
 * k-th claim): free-meal orders approved today (Shanghai), or paid voucher orders ever.
 */
async function proofIds(db: Db | Tx, kind: ProofKind, userId: number, now: Date): Promise<number[]> {
  if (kind === 'free_meal') {
    const { day } = shanghaiMoment(now)
    const rows = await db.select({ id: freeMealOrders.id }).from(freeMealOrders).where(and(
      eq(freeMealOrders.userId, userId), eq(freeMealOrders.status, 'approved'),
      gte(freeMealOrders.reviewedAt, shanghaiMidnight(day)), lt(freeMealOrders.reviewedAt, shanghaiMidnight(addDays(day, 1))),
    )).orderBy(asc(freeMealOrders.reviewedAt), asc(freeMealOrders.id))
    return rows.map((r) => r.id)
  }
  const rows = await db.select({ id: businessOrders.id }).from(businessOrders)
    .where(and(eq(businessOrders.userId, userId), eq(businessOrders.status, 'paid')))
    .orderBy(asc(businessOrders.paidAt), asc(businessOrders.id))
  return rows.map((r) => r.id)
}

/** The user's claims of a task in its current period (today, or ever for 'once'). */
async function claimsInPeriod(db: Db | Tx, task: TaskRow, userId: number, day: string): Promise<number> {
  const mine = and(eq(goldTaskClaims.userId, userId), eq(goldTaskClaims.type, task.type))
  const [{ n }] = await db.select({ n: count() }).from(goldTaskClaims)
    .where(task.period === 'once' ? mine : and(mine, eq(goldTaskClaims.day, day)))
  return Number(n)
}

function statusOf(task: TaskRow, claimed: number, proofs: number | null): GoldTaskStatus {
  if (claimed >= task.dailyCap) return 'done'
  if (proofs !== null && Math.min(proofs, task.dailyCap) > claimed) return 'claimable'
  return 'todo'
}

const view = (task: TaskRow, claimed: number | null, status: GoldTaskStatus): GoldTask => ({
  type: task.type,
  kind: task.kind as GoldTaskKind,
  title: task.title,
  description: task.description,
  gold: task.gold,
  period: task.period === 'once' ? 'once' : 'day',
  cap: task.dailyCap,
  claimed,
  status,
})

/** signIn/tasks: every enabled task by sort (never a share task: the table's check); with a user, their claims in the period, the status and their gold. */
export async function taskList(db: Db, userId: number | null, now: Date): Promise<SignInTasksResult> {
  const tasks = await db.select().from(goldTasks).where(eq(goldTasks.enabled, true)).orderBy(asc(goldTasks.sort), asc(goldTasks.type))
  if (userId === null) return { gold: null, tasks: tasks.map((task) => view(task, null, 'todo')) }
  const { day } = shanghaiMoment(now)
  const counted = await db.select({
    type: goldTaskClaims.type,
    today: sql<number>`count(*) filter (where ${goldTaskClaims.day} = ${day})`,
    ever: count(),
  }).from(goldTaskClaims).where(eq(goldTaskClaims.userId, userId)).groupBy(goldTaskClaims.type)
  const byType = new Map(counted.map((c) => [c.type, c]))
  const proofKinds = [...new Set(tasks.filter(isProofTask).map((task) => task.kind))]
  const proofs = new Map(await Promise.all(proofKinds.map(async (kind) => [kind, (await proofIds(db, kind, userId, now)).length] as const)))
  const gold = await goldBook.balance(db, userId)
  return {
    gold,
    tasks: tasks.map((task) => {
      const c = byType.get(task.type)
      const claimed = Number((task.period === 'once' ? c?.ever : c?.today) ?? 0)
      return view(task, claimed, statusOf(task, claimed, isProofTask(task) ? proofs.get(task.kind) ?? 0 : null))
    }),
  }
}

/**
 * addGoldCoin {type}: one reward of an enabled task within its cap for the period. The claim takes
 * the first free seq (a parallel claim of the same seq waits for the other and moves on); a proof
 * task's seq k needs the k-th proof, which the claim names. Refused: unknown or disabled task, the
 * cap reached, or (proof tasks) no proof left for the next claim; a share task, enabled or not:
 * sharing earns no gold. Nothing is written then.
 */
export async function claimTask(db: Db, userId: number, type: number, now: Date): Promise<Outcome<SignInAddGoldCoinResult>> {
  const { day } = shanghaiMoment(now)
  return refusedOr(() => db.transaction(async (tx) => {
    const [task] = await tx.select().from(goldTasks).where(eq(goldTasks.type, type))
    if (task?.kind === 'share') throw new Refused(refuse('goldTaskShareNoReward'))
    if (!task?.enabled) throw new Refused(refuse('goldTaskNotFound'))
    const proofs = isProofTask(task) ? await proofIds(tx, task.kind, userId, now) : null
    const period = task.period === 'once' ? 'once' : 'day'
    let claim: { id: number } | undefined
    for (let seq = 1; seq <= task.dailyCap && !claim; seq++) {
      if (proofs && seq > proofs.length) break
      ;[claim] = await tx.insert(goldTaskClaims)
        .values({ userId, type, day, seq, gold: task.gold, period, proofId: proofs ? proofs[seq - 1] : null, createdAt: now })
        .onConflictDoNothing().returning({ id: goldTaskClaims.id })
    }
    if (!claim) {
      if (await claimsInPeriod(tx, task, userId, day) >= task.dailyCap) {
        throw new Refused(refuse(period === 'once' ? 'goldTaskOnceClaimed' : 'goldTaskCapReached'))
      }
      throw new Refused(refuse(isProofTask(task) ? NO_PROOF[task.kind] : 'goldTaskCapReached'))
    }
    await goldBook.credit(tx, { userId, kind: 'task', amount: task.gold, refType: 'gold_task_claim', refId: claim.id, note: task.title, at: now })
    const claimed = await claimsInPeriod(tx, task, userId, day)
    return {
      value: { gold: task.gold, gold_balance: await goldBook.balance(tx, userId), remaining_today: Math.max(0, task.dailyCap - claimed) },
    }
  }))
}
