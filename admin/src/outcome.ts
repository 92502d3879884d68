import type { TextKey, Translate } from './i18n'

/** An operator call's outcome other than the one asked for, in the operator's words. */
export function outcomeText(t: Translate, result: { outcome: string } & Record<string, unknown>): string {
  const key = `outcome_${result.outcome}` as TextKey
  const params = Object.fromEntries(Object.entries(result).map(([k, v]) => [k, String(v)]))
  try {
    return t(key, params)
  } catch {
    return t('outcome_other', { outcome: result.outcome })
  }
}
