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

// One presenter for every amount of money the app shows (displayYuan), one for the figures of a
// rule phrase (ruleYuan) and one for gold coins (formatGold).

/**
 * An amount of money as the app writes it: yuan with exactly two decimals ('9.9' -> '9.90', 0 ->
 * '0.00', '-5' -> '-5.00'), after a '¥' the caller writes or in a text. Read exactly, in fen; a
 * missing or unreadable amount reads `fallback` ('0.00', or '' where nothing should show).
 */
export function displayYuan(amount: string | number | undefined | null, fallback = '0.00'): string {
  if (amount === undefined || amount === null || amount === '') return fallback
  const text = String(amount).trim()
  const negative = text.startsWith('-')
  try {
    const fen = yuanToFen(negative ? text.slice(1) : text)
    return fenToYuan(negative ? -fen : fen)
  } catch {
    return fallback
  }
}

/**
 * A figure inside a rule phrase, as the server writes a deal's tag (满35返25): yuan without
 * trailing zeros ('30.00' -> '30', '9.90' -> '9.9'), so 满30减10 reads the same on every screen.
 * An amount written with ¥ (¥9.90, 满¥20.00可用) uses displayYuan.
 */
export function ruleYuan(amount: string | number | undefined | null, fallback = '0'): string {
  const text = displayYuan(amount, '')
  return text ? text.replace(/\.?0+$/, '') || '0' : fallback
}

/** Gold coins as a whole number, '0' when unknown. */
export function formatGold(gold: number | string | null | undefined): string {
  const n = Math.floor(Number(gold))
  return Number.isFinite(n) && n > 0 ? String(n) : '0'
}
