import dayjs from 'dayjs'
import type { GoldRecord } from '@api-types/signIn'

// How a gold ledger row (signIn/lists) reads on 金币明细 (pure, tested alone).

/** Rows per page of signIn/lists. */
export const GOLD_PAGE_SIZE = 20


export interface GoldRecordView {
  title: string
  /** '2026-05-01 12:00' ('YYYY-MM-DD HH:mm'); text that is not a date as the server gave it. */
  time: string
  /** Signed, as earned or spent: '+10', '-30'. */
  amount: string
  /** 'in' for gold earned, 'out' for gold spent. */
  direction: 'in' | 'out'
  /** The balance after this row. */
  balance: number
}

export function goldRecordView(record: GoldRecord): GoldRecordView {
  const gold = Math.trunc(Number(record.gold) || 0)
  const when = dayjs(record.create_time)
  return {
    title: record.title,
    time: record.create_time && when.isValid() ? when.format('YYYY-MM-DD HH:mm') : record.create_time ?? '',
    amount: gold > 0 ? `+${gold}` : String(gold),
    direction: gold < 0 ? 'out' : 'in',
    balance: Math.trunc(Number(record.balance_after) || 0),
  }
}

/** A row the list can draw (an id, a title, a gold amount); anything else in an answer is dropped. */
export function isGoldRow(row: unknown): row is GoldRecord {
  const record = row as GoldRecord
  return !!record && typeof record === 'object' && typeof record.id === 'number' && typeof record.title === 'string' && Number.isFinite(Number(record.gold))
}
