export default definePageConfig({ navigationBarTitleText: '外卖红包' })
