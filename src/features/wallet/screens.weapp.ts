// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as CashOutScreen } from './CashOutScreen'
export { default as BindAlipayScreen } from './BindAlipayScreen'
export { default as PayPasswordScreen } from './PayPasswordScreen'
export { default as WalletHistoryScreen } from './WalletHistoryScreen'
export { default as EarningsScreen } from './EarningsScreen'
