export default definePageConfig({ navigationBarTitleText: '设置', navigationStyle: 'custom' })
