export default definePageConfig({ navigationBarTitleText: '反馈详情' })
