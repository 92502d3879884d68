import type { GoldTask } from '@api-types/signIn'
import type { MemberType } from '@api-types/member'
import { pageUrl } from '@/routes'

// How the gold tasks read (全部任务 and 任务详情; pure, tested alone): a task's button, its progress,
// where 去完成 leads, the simulated ad's length; and the member types gold buys on 每日签到.

/** Seconds the simulated ad runs before it pays (there is no ad network: docs/pages.md). */
export const AD_SECONDS = 5

/** A task's button: 去完成 (go and do it), 领取 (the proof is in), 已完成 (nothing left in the period). */
export type TaskAction = 'go' | 'claim' | 'done'

export function taskAction(task: Pick<GoldTask, 'status'>): TaskAction {
  if (task.status === 'claimable') return 'claim'
  if (task.status === 'done') return 'done'
  return 'go'
}

/** Whole, non-negative. */
const count = (n: unknown): number => Math.max(0, Math.floor(Number(n) || 0))

export interface TaskProgress {
  /** Claims in the period; null logged out (no progress to show). */
  claimed: number | null
  cap: number
  /** Claims still possible in the period (the cap when logged out). */
  left: number
}

export function taskProgress(task: Pick<GoldTask, 'claimed' | 'cap'>): TaskProgress {
  const cap = count(task.cap)
  if (task.claimed === null || task.claimed === undefined) return { claimed: null, cap, left: cap }
  const claimed = Math.min(count(task.claimed), cap)
  return { claimed, cap, left: cap - claimed }
}

/**
 * Where 去完成 leads: 任务详情 for the ad task (and any kind this app does not know), the
 * free-meal list for the free-meal task, the home tab (its nearby shops sell the vouchers) for the
 * voucher task.
 */
export function taskDestination(task: Pick<GoldTask, 'kind' | 'type'>): string {
  if (task.kind === 'free_meal') return pageUrl('freeMeals')
  if (task.kind === 'voucher') return pageUrl('home')
  return pageUrl('taskDetail', { type: task.type })
}

/** The task type of 任务详情's query (?type=N): a positive whole number, else null. */
export function taskTypeOf(param: unknown): number | null {
  const text = typeof param === 'string' || typeof param === 'number' ? String(param) : ''
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null
}

/** The member types gold can buy (a positive gold price), in the server's order. */
export function goldMemberTypes(types: MemberType[] | null | undefined): Array<MemberType & { gold_price: number }> {
  return (Array.isArray(types) ? types : []).filter(
    (type): type is MemberType & { gold_price: number } => Number(type?.gold_price) > 0,
  )
}

/** Gold still missing to buy `price` with `gold`; 0 when enough. */
export const goldShort = (gold: number | null | undefined, price: number): number => Math.max(0, count(price) - count(gold))

/** 'YYYY-MM-DD HH:mm:ss' -> 'YYYY-MM-DD' (an unreadable time as it is). */
export const dayOf = (time: string | null | undefined): string => (time && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : (time ?? ''))
