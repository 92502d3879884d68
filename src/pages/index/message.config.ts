export default definePageConfig({ navigationBarTitleText: '消息通知', navigationStyle: 'custom' })
