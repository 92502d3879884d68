// The mini-program has no lazy chunks: the screens directly (see screens.ts for H5).
export { default as MemberCenterScreen } from './MemberCenterScreen'
export { default as MemberTasksScreen } from './MemberTasksScreen'
export { default as MemberAgreementScreen } from './MemberAgreementScreen'
export { default as VipScreen } from './VipScreen'
export { default as MemberOrdersScreen } from './MemberOrdersScreen'
