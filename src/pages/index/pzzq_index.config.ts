export default definePageConfig({ navigationBarTitleText: '品质专区' })
