export default definePageConfig({ navigationBarTitleText: '赚钱', navigationStyle: 'custom' })
