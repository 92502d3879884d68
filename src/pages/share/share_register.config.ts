export default definePageConfig({ navigationBarTitleText: '注册领福利' })
