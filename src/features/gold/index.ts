// Gold coins: the daily sign-in that earns them (每日签到, with its calendar, make-up days and 金币兑会员),
// the gold ledger (金币明细) and the gold tasks (全部任务, 任务详情). The gold balance itself is the
// account's (features/account).
export { default as SigninScreen } from './SigninScreen'
export { default as GoldHistoryScreen } from './GoldHistoryScreen'
export { default as GoldTasksScreen } from './GoldTasksScreen'
export { default as TaskDetailScreen } from './TaskDetailScreen'
