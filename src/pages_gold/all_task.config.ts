export default definePageConfig({ navigationBarTitleText: '全部任务' })
