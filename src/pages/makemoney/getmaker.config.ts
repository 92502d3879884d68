export default definePageConfig({ navigationBarTitleText: '邀请团员', navigationStyle: 'custom' })
