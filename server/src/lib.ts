import crypto from 'node:crypto'
import { SHANGHAI_OFFSET_MS } from './clock'

// Small helpers shared by the modules.

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (UTC+8, no daylight saving), as the app shows times. */
export function formatTime(date: Date | null | undefined): string | null {
  if (!date) return null
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** Integer fen as the API's yuan string with two decimals: 1250 → "12.50", -5 → "-0.05" (no floating point). */
export function yuan(fen: number): string {
  const abs = Math.abs(fen)
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * An order number: its kind's prefix ('FM', 'BO', 'MB', 'GD'), the Shanghai day 'YYYY-MM-DD' as
 * yyyymmdd and 8 random digits. A collision violates the table's unique order number, and the
 * caller makes a fresh one (withFreshNumbers).
 */
export function newOrderNo(prefix: string, day: string): string {
  return `${prefix}${day.replaceAll('-', '')}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`
}

/** Parses 'YYYY-MM-DD HH:mm:ss' as Asia/Shanghai time. */
export function parseShanghaiTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`)
}

/**
 * A PostgreSQL unique violation (23505), of `constraint` when given. drizzle wraps the driver's
 * error in `cause`, so the chain is walked.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint
  }
  return false
}

/**
 * Another user's nickname as lists show it (team, commissions, rankings): the first character and
 * '**', plus the last when it is longer than two ('小明同学' → '小**学'); an empty one, '***'.
 * Phones and ids never appear beside it.
 */
export function maskNickname(nickname: string): string {
  const chars = [...nickname.trim()]
  if (chars.length === 0) return '***'
  return chars.length <= 2 ? `${chars[0]}**` : `${chars[0]}**${chars[chars.length - 1]}`
}
