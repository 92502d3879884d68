// Vouchers (到店代金券): buying one (the buy sheet: quantity and pay way) and the bills it makes
// (我的账单, 账单详情 with the redeem code, paying from the wallet). The sheet and the pages load
// as chunks of their own on H5 (screens.ts).
export { maxQuantity } from './payment'
export * from './screens'
