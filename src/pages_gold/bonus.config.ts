export default definePageConfig({ navigationBarTitleText: '任务详情' })
