// Times as the app shows them: countdowns and the short date-times of cards. Server times are
// 'YYYY-MM-DD HH:mm:ss' strings in Asia/Shanghai (see hooks/useServerNow).

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Time left, never negative: 65_000 -> '01:05', 3_725_000 -> '1:02:05'; with `fixedHours` always
 * 'HH:MM:SS' (3_725_000 -> '01:02:05').
 */
export function formatCountdown(ms: number, { fixedHours = false } = {}): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (fixedHours) return `${pad(h)}:${pad(m)}:${pad(s)}`
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/** '2026-05-01 12:30:05' -> '05-01 12:30'. */
export function shortTime(text: string | null | undefined): string {
  const m = /^\d{4}-(\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text ?? '')
  return m ? `${m[1]} ${m[2]}` : text ?? ''
}
