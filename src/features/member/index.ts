// Membership (VIP): 会员中心 (the card, the trial, benefits, plans), 免费领会员 (tasks and their
// awards), 开通会员 (choosing a plan and a pay type, paying), 会员订单 and 会员协议. The pages load as
// chunks of their own on H5 (screens.ts).
export * from './screens'
