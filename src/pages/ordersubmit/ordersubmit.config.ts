export default definePageConfig({ navigationBarTitleText: '提交订单' })
