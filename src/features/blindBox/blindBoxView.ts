import type { BlindBoxContent, BlindBoxHelper, BlindBoxPrize, BlindBoxRefusal } from '@api-types/blindBox'
import { pageUrl } from '@/routes'

// The blind-box screens' view logic (pure, tested alone): the help link of a box, the share code
// of the help page's query, the progress as a share, the slots of the helpers' row, and what a
// content or a prize reads.

/** The help page of a box (its share path in the mini-program, its hash path on H5). */
export const helpPath = (code: string): string => pageUrl('blindBoxHelp', { code })

/** The box's share code from the help page's query: code (a link) or scene (the mini-program code). */
export function codeOf(query: { code?: string; scene?: string }): string | null {
  const raw = decodeURIComponent(query.code ?? query.scene ?? '')
  return /^[A-Za-z0-9]{6,16}$/.test(raw) ? raw.toUpperCase() : null
}

/** The progress from 0 to 100 (whole percents). */
export const percentOf = (progress: number, needed: number): number => (needed > 0 ? Math.min(100, Math.round((progress * 100) / needed)) : 0)

/** The row of help slots: each helper as many slots as their points, then empty ones up to the number. */
export function slotsOf(helpers: readonly BlindBoxHelper[], needed: number): (BlindBoxHelper | null)[] {
  const filled = helpers.flatMap((h) => Array.from({ length: h.points }, () => h)).slice(0, needed)
  return [...filled, ...Array.from({ length: Math.max(0, needed - filled.length) }, () => null)]
}

/** The message key of a content or prize: 'N 金币' or '¥N 现金'. */
export const prizeKey = (p: BlindBoxContent | BlindBoxPrize): 'blindBox.goldPrize' | 'blindBox.cashPrize' => (p.kind === 'gold' ? 'blindBox.goldPrize' : 'blindBox.cashPrize')

/** The message key telling why the visitor cannot help. */
export const refusalKey = (reason: BlindBoxRefusal): `blindBox.refusal.${BlindBoxRefusal}` => `blindBox.refusal.${reason}`
