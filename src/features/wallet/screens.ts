import { lazyScreen } from '@/components/LazyScreen'

// The wallet pages, each a chunk of its own on H5 (see components/LazyScreen);
// screens.weapp.ts imports them directly.
export const CashOutScreen = lazyScreen(() => import('./CashOutScreen'))
export const BindAlipayScreen = lazyScreen(() => import('./BindAlipayScreen'))
export const PayPasswordScreen = lazyScreen(() => import('./PayPasswordScreen'))
export const WalletHistoryScreen = lazyScreen(() => import('./WalletHistoryScreen'))
export const EarningsScreen = lazyScreen(() => import('./EarningsScreen'))
