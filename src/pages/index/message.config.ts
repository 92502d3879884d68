export default definePageConfig({ navigationBarTitleText: '消息通知' })
