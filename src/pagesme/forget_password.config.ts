export default definePageConfig({ navigationBarTitleText: '忘记密码' })
