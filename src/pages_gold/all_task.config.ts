export default definePageConfig({ navigationBarTitleText: '全部任务', navigationStyle: 'custom' })
