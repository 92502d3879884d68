export default definePageConfig({ navigationBarTitleText: '免费领会员', navigationStyle: 'custom' })
