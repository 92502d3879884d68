export default definePageConfig({ navigationBarTitleText: '绑定支付宝' })
