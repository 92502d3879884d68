import type { ReactNode } from 'react'
import { AuditOutlined, CheckSquareOutlined, DashboardOutlined, ShopOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons'
import { dashboardOps, operatorOps, orderOps, shopOps, walletOps, type OperatorRole, type OpsCall } from './contract'
import type { TextKey } from './i18n'
import { allowed } from './access'
import { DashboardPage } from './pages/Dashboard'
import { ProofQueuePage } from './pages/ProofQueue'
import { CashOutsPage } from './pages/CashOuts'
import { CataloguePage } from './pages/Catalogue'
import { OperatorsPage } from './pages/Operators'
import { AuditLogPage } from './pages/AuditLog'

// The console's pages. Each names the operator call that defines who may use it: the page is in
// the menu of, and opens for, admin and the roles that call's declaration allows (OpsCall.roles),
// so the console and the server agree by construction (docs/console.md).

export interface NavEntry {
  path: string
  label: TextKey
  icon: ReactNode
  call: OpsCall
  element: ReactNode
}

export const NAV: NavEntry[] = [
  { path: '/dashboard', label: 'menuDashboard', icon: <DashboardOutlined />, call: dashboardOps.dashboard, element: <DashboardPage /> },
  { path: '/proofs', label: 'menuProofs', icon: <CheckSquareOutlined />, call: orderOps.approve, element: <ProofQueuePage /> },
  { path: '/cashouts', label: 'menuCashouts', icon: <WalletOutlined />, call: walletOps.cashoutPay, element: <CashOutsPage /> },
  // the catalogue: content (and admin)
  { path: '/catalogue', label: 'menuCatalogue', icon: <ShopOutlined />, call: shopOps.dealSave, element: <CataloguePage /> },
  { path: '/operators', label: 'menuOperators', icon: <TeamOutlined />, call: operatorOps.operatorCreate, element: <OperatorsPage /> },
  { path: '/audit', label: 'menuAudit', icon: <AuditOutlined />, call: operatorOps.auditLog, element: <AuditLogPage /> },
]

/** The first page the role may open (where the console starts after login). */
export function firstAllowed(role: OperatorRole): NavEntry | undefined {
  return NAV.find((entry) => allowed(role, entry.call))
}
