export default definePageConfig({ navigationBarTitleText: '奖品兑换' })
