export default definePageConfig({ navigationBarTitleText: '钱包支付' })
