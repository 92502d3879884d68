// Links to the pages of the free-meal journey that take a record's id, built in one place: a page's
// path and the name of its query parameter are written once (the pages are in routes.ts).

/** A shop's detail (shopdetail?id=). */
export const shopDetailUrl = (shopId: number): string => `/pages/shopdetail/shopdetail?id=${shopId}`

/** The grab confirmation of a shop's free meal (ordersubmit?shop_id=). */
export const orderSubmitUrl = (shopId: number): string => `/pages/ordersubmit/ordersubmit?shop_id=${shopId}`

/** A free-meal order's proof upload (voucher?id=). */
export const voucherUrl = (orderId: number): string => `/pages/order/voucher?id=${orderId}`

/** Going to order a free-meal order on its takeaway platform (meituan-webview?id=). */
export const goOrderUrl = (orderId: number): string => `/pages/order/meituan-webview?id=${orderId}`
