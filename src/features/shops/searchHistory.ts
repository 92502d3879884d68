import { readStored, writeStored } from '@/lib/storage'

// The keyword history of the search pages: newest first, no repeats, at most ten, kept locally.

export const HISTORY_MAX = 10

/** The keywords after searching `keyword`: it moves to the front, the oldest beyond ten drop off. */
export function pushHistory(history: string[], keyword: string, max: number = HISTORY_MAX): string[] {
  const word = keyword.trim()
  if (!word) return history
  return [word, ...history.filter((w) => w !== word)].slice(0, max)
}

export function readHistory(key: string): string[] {
  const stored = readStored<unknown>(key, [])
  return Array.isArray(stored) ? stored.filter((w): w is string => typeof w === 'string' && w !== '').slice(0, HISTORY_MAX) : []
}

export function writeHistory(key: string, history: string[]): void {
  writeStored(key, history.length ? history : null)
}
