export default definePageConfig({ navigationBarTitleText: '注册领福利', navigationStyle: 'custom' })
