export default definePageConfig({ navigationBarTitleText: '奖品兑换', navigationStyle: 'custom' })
