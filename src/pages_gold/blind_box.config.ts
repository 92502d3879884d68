export default definePageConfig({ navigationBarTitleText: '盲盒' })
