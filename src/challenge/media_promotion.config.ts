export default definePageConfig({ navigationBarTitleText: '种草文案' })
