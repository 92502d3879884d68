export default definePageConfig({ navigationBarTitleText: '我的账单' })
