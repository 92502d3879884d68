export default definePageConfig({ navigationBarTitleText: '免费领会员' })
