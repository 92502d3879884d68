export default definePageConfig({ navigationBarTitleText: '新手教程' })
