export default definePageConfig({ navigationBarTitleText: '盲盒海报' })
