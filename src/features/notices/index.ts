// Notices: the system notices (消息通知, opened from home) and the account's messages (我的消息),
// paged, marked read when opened, with the link a notice carries.
export { default as NoticesScreen } from './NoticesScreen'
export { default as MyMessagesScreen } from './MyMessagesScreen'
