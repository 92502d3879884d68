export default definePageConfig({ navigationBarTitleText: '兑换记录' })
