export default definePageConfig({ navigationBarTitleText: '我的团队' })
