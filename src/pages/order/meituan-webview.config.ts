export default definePageConfig({ navigationBarTitleText: '去下单', navigationStyle: 'custom' })
