// Gold coins: the daily sign-in that earns them (每日签到, with its calendar and make-up days) and
// the gold ledger (金币明细). The gold balance itself is the account's (features/account).
export { default as SigninScreen } from './SigninScreen'
export { default as GoldHistoryScreen } from './GoldHistoryScreen'
