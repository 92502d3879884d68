import { lazyScreen } from '@/components/LazyScreen'

// The bill pages, each a chunk of its own on H5 (see components/LazyScreen), so that the shop
// detail can use the buy sheet without them; screens.weapp.ts imports them directly.
export const BillListScreen = lazyScreen(() => import('./BillListScreen'))
export const BillDetailScreen = lazyScreen(() => import('./BillDetailScreen'))
export const WalletPayScreen = lazyScreen(() => import('./WalletPayScreen'))
