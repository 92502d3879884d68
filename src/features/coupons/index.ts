// Takeaway coupons (红包): receiving the day's coupon offers on the takeaway platform, for free or
// for gold (外卖红包), and the cards received (红包卡券).
export { default as CouponOffersScreen } from './CouponOffersScreen'
export { default as MyCouponsScreen } from './MyCouponsScreen'
