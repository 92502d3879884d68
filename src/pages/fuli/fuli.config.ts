export default definePageConfig({ navigationBarTitleText: '福利', navigationStyle: 'custom' })
