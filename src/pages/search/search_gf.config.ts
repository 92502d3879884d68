export default definePageConfig({ navigationBarTitleText: '搜索店铺' })
