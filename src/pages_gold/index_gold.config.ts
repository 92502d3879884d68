export default definePageConfig({ navigationBarTitleText: '金币兑换' })
