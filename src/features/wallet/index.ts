// The wallet: 提现 (the amount, the payout channel, the rules, the payment password), 绑定支付宝,
// 设置支付密码, 资金明细 (the ledger by kind) and 收益明细 (the earnings by month). The pages load as
// chunks of their own on H5 (screens.ts).
export * from './screens'
