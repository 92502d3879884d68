export default definePageConfig({ navigationBarTitleText: '幸运扭蛋' })
