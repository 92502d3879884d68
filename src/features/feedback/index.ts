// Feedback (意见反馈, docs/rules.md "Feedback"): 意见反馈, 选择订单, 我的反馈 and 反馈详情 (the pagesme
// sub-package). The screens load as chunks of their own on H5 (screens.ts).
export * from './screens'
