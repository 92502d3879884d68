export default definePageConfig({ navigationBarTitleText: '我的奖品' })
