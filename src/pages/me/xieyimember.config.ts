export default definePageConfig({ navigationBarTitleText: '会员协议' })
