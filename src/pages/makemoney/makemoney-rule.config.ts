export default definePageConfig({ navigationBarTitleText: '赚钱规则' })
