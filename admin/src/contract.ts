import type { CallResult } from '../../types/api/contract'
import { operatorOps } from '../../types/api/ops/operator'
import type { dashboardOps } from '../../types/api/ops/dashboard'

// The operator calls the console makes, as declared in the contract (types/api/ops/*): each page
// calls them through opsCall (api.ts) and is shown to the roles they name (nav.ts).
export { operatorOps, OPS_SESSION_HEADER, type AuditRow, type Operator } from '../../types/api/ops/operator'
export { orderOps, type OpsReviewRow, type OpsReviewResult, type ReviewSignal } from '../../types/api/ops/order'
export { walletOps, type OpsCashOutRow, type SettleResult } from '../../types/api/ops/wallet'
// the dashboard (pages/Dashboard.tsx)
export { dashboardOps, type DashboardDay } from '../../types/api/ops/dashboard'
export type DashboardResult = Omit<CallResult<typeof dashboardOps.dashboard>, 'command'>
// the catalogue (pages/Catalogue.tsx)
export { shopOps, CLOCK_PATTERN, DEAL_QUOTA_MAX, DEAL_RULES_MAX, type DealSave, type OpsDeal, type OpsShop } from '../../types/api/ops/shop'
export { OPERATOR_ROLES, type OperatorRole, type OpsCall } from '../../types/api/contract'

/** What /ops/operator-login answers, kept as the session (session.ts). */
export type OperatorSession = Omit<CallResult<typeof operatorOps.operatorLogin>, 'command'>
