// Money travels as yuan strings with at most two decimals and is computed in integer fen, so no
// floating point touches an amount (product-rules.md).

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

/** A yuan string for display: '12.50' -> '12.5', '12.00' -> '12'. */
export function displayYuan(yuan: string | number | undefined | null): string {
  if (yuan === undefined || yuan === null || yuan === '') return '0'
  const n = Number(yuan)
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '0'
}
