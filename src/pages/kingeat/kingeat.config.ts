export default definePageConfig({ navigationBarTitleText: '霸王餐' })
