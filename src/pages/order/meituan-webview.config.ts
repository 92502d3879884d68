export default definePageConfig({ navigationBarTitleText: '去下单' })
