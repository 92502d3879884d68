export default definePageConfig({ navigationBarTitleText: '邀请团员' })
