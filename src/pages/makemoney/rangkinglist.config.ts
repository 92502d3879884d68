export default definePageConfig({ navigationBarTitleText: '排行榜' })
