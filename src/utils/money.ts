// Money travels as yuan strings with at most two decimals and is computed in integer fen, so no
// floating point touches an amount (docs/rules.md).

/** '12.5' -> 1250; rejects anything that is not a non-negative amount with at most 2 decimals. */
export function yuanToFen(yuan: string | number): number {
  const text = String(yuan).trim()
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) throw new RangeError(`not an amount: ${text}`)
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** 1250 -> '12.50'. */
export function fenToYuan(fen: number): string {
  if (!Number.isInteger(fen)) throw new RangeError(`fen must be an integer: ${fen}`)
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

// One set of formatters for the whole app: displayYuan (prices and rebates), formatYuan (wallet
// figures, two decimals) and formatGold (gold coins).

/**
 * A yuan string for display, without trailing zeros: '12.50' -> '12.5', '12.00' -> '12'; a missing
 * or unreadable amount reads `fallback` ('0', or '' where nothing should show).
 */
export function displayYuan(yuan: string | number | undefined | null, fallback = '0'): string {
  if (yuan === undefined || yuan === null || yuan === '') return fallback
  const n = Number(yuan)
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : fallback
}

/** A yuan amount with exactly two decimals (wallet figures): '12.5' -> '12.50'; missing or malformed -> '0.00'. */
export function formatYuan(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '0.00'
  try {
    return fenToYuan(yuanToFen(amount))
  } catch {
    return '0.00'
  }
}

/** Gold coins as a whole number, '0' when unknown. */
export function formatGold(gold: number | string | null | undefined): string {
  const n = Math.floor(Number(gold))
  return Number.isFinite(n) && n > 0 ? String(n) : '0'
}
