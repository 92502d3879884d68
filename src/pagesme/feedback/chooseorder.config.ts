export default definePageConfig({ navigationBarTitleText: '选择订单' })
