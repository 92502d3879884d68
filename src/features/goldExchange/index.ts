// 金币兑换: the items gold buys (membership days, coupons, cash) and redeeming them, gold packs
// bought with money and their payment result, and 兑换记录 (the redemptions and the gold pack
// orders). The gold balance itself is the account's (features/account).
export { default as GoldExchangeScreen } from './GoldExchangeScreen'
export { default as GoldOrdersScreen } from './GoldOrdersScreen'
