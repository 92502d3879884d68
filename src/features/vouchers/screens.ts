import { lazyScreen } from '@/components/LazyScreen'

// The bill pages and the buy sheet, each a chunk of its own on H5 (see components/LazyScreen):
// the shop detail downloads the sheet (NutUI's popup and stepper) only when a voucher is bought;
// screens.weapp.ts imports them directly.
export const BillListScreen = lazyScreen(() => import('./BillListScreen'))
export const BillDetailScreen = lazyScreen(() => import('./BillDetailScreen'))
export const WalletPayScreen = lazyScreen(() => import('./WalletPayScreen'))
export const VoucherBuySheet = lazyScreen(() => import('./VoucherBuySheet'))
