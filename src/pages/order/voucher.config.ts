export default definePageConfig({ navigationBarTitleText: '上传凭证' })
