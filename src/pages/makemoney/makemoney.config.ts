export default definePageConfig({ navigationBarTitleText: '赚钱' })
