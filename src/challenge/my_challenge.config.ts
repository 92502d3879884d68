export default definePageConfig({ navigationBarTitleText: '我的挑战' })
