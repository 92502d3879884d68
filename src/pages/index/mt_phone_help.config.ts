export default definePageConfig({ navigationBarTitleText: '外卖账号设置帮助' })
