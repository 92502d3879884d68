// Links to pages that several pages open, written once: a page's path and the name of its query
// parameter (the pages are in routes.ts).

/** 会员中心: where membership is bought (a member-only deal sends a non-member here). */
export const MEMBER_CENTER_URL = '/pages/member/member'

/** 个人信息: the user's avatar and nickname (the me tab's user row and 设置 open it). */
export const PROFILE_URL = '/pagesme/settinginfo'

/** 收益明细: the rows that paid in, the free-meal rebates that 累计已省 adds up among them. */
export const EARNINGS_URL = '/pages/makemoney/detailmoney'

/** 霸王餐: the free-meal list. */
export const KINGEAT_URL = '/pages/kingeat/kingeat'

/** A shop's detail (shopdetail?id=). */
export const shopDetailUrl = (shopId: number): string => `/pages/shopdetail/shopdetail?id=${shopId}`

/** The grab confirmation of a shop's free meal (ordersubmit?shop_id=). */
export const orderSubmitUrl = (shopId: number): string => `/pages/ordersubmit/ordersubmit?shop_id=${shopId}`

/** A free-meal order's proof upload (voucher?id=). */
export const voucherUrl = (orderId: number): string => `/pages/order/voucher?id=${orderId}`

/** Going to order a free-meal order on its takeaway platform (meituan-webview?id=). */
export const goOrderUrl = (orderId: number): string => `/pages/order/meituan-webview?id=${orderId}`

/** 外卖红包: where takeaway coupons are received. */
export const MT_REDBAG_URL = '/pages_gold/mt_redbag'

/** 红包卡券: the received red packets and coupons. */
export const RED_BAG_URL = '/pagesme/red_bag'

/** 每日签到: where gold is earned. */
export const SIGNIN_URL = '/pages/signin/signin'

/** 金币明细: the gold ledger. */
export const GOLD_DETAILS_URL = '/pages/member/golddetails'

/** 全部任务: the gold tasks. */
export const ALL_TASKS_URL = '/pages_gold/all_task'

/** 任务详情 of a gold task type (bonus?type=). */
export const bonusUrl = (type: number): string => `/pages_gold/bonus?type=${type}`
