// The account: logging in (SMS code, password, WeChat), the agreements, the password reset, the
// me tab, settings (phone, password, takeaway account, language, cancellation) and the profile;
// the SMS code form for a page that logs its visitor in where they are (CodeLoginForm: 注册领福利),
// and the logged-in account others read (useAccount: /api/user/info, kept in userInfoAtom).
export { reloadAccount, useAccount } from './useAccount'
export { maskPhone } from './account'
export * from './screens'
