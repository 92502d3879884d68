export default definePageConfig({ navigationBarTitleText: '入驻申请', navigationStyle: 'custom' })
