import type { OperatorRole, OpsCall } from './contract'
import type { TextKey, Translate } from './i18n'

/** Whether `role` may make `call`: admin makes every call, the others the calls that name them (OpsCall.roles). */
export function allowed(role: OperatorRole, call: OpsCall): boolean {
  return role === 'admin' || call.roles.includes(role)
}

const ROLE_LABELS: Record<OperatorRole, TextKey> = { admin: 'roleAdmin', reviewer: 'roleReviewer', finance: 'roleFinance', content: 'roleContent' }

export function roleLabel(t: Translate, role: OperatorRole): string {
  return t(ROLE_LABELS[role])
}
