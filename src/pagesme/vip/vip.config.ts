export default definePageConfig({ navigationBarTitleText: '开通会员' })
