export default definePageConfig({ navigationBarTitleText: '挑战赛' })
