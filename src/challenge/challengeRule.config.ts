export default definePageConfig({ navigationBarTitleText: '挑战规则' })
