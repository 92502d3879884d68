// The team and referral screens (docs/rules.md "Team and referral"): 邀请团员, 我的团队, 排行榜,
// 吃货排行榜, 赚钱规则, and 收益明细's 待入账 sheet; the commission terms presenter (rates of
// appConfig's reward, the frozen days) with its hook for the make-money tab. The screens load as
// chunks of their own on H5 (screens.ts).
export * from './screens'
export { useRewardRules } from './useTeam'
