export default definePageConfig({ navigationBarTitleText: '刮刮乐' })
