/** A distance in metres as the shop and place lists show it: 850 -> '850m', 1234 -> '1.2km'; unknown -> ''. */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(Number(metres)) || Number(metres) < 0) return ''
  const m = Number(metres)
  return m < 1000 ? `${Math.round(m)}m` : `${(m / 1000).toFixed(1)}km`
}
