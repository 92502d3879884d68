// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as BillListScreen } from './BillListScreen'
export { default as BillDetailScreen } from './BillDetailScreen'
export { default as WalletPayScreen } from './WalletPayScreen'
export { default as VoucherBuySheet } from './VoucherBuySheet'
