export default definePageConfig({ navigationBarTitleText: '福利群' })
