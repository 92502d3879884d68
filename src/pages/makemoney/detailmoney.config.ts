export default definePageConfig({ navigationBarTitleText: '收益明细' })
