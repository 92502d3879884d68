export default definePageConfig({ navigationBarTitleText: '霸王餐', navigationStyle: 'custom' })
