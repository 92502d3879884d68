export default definePageConfig({ navigationBarTitleText: '会员订单', navigationStyle: 'custom' })
