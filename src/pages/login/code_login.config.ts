export default definePageConfig({ navigationBarTitleText: '验证码登录' })
