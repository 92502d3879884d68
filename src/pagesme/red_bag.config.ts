export default definePageConfig({ navigationBarTitleText: '红包卡券' })
