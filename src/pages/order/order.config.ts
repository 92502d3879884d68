export default definePageConfig({ navigationBarTitleText: '订单', navigationStyle: 'custom' })
