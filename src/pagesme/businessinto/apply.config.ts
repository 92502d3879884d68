export default definePageConfig({ navigationBarTitleText: '入驻申请' })
