export default definePageConfig({ navigationBarTitleText: '吃货排行榜' })
