export default definePageConfig({ navigationBarTitleText: '意见反馈', navigationStyle: 'custom' })
