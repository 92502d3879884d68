export default definePageConfig({ navigationBarTitleText: '会员订单' })
