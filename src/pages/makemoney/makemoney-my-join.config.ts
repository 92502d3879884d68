export default definePageConfig({ navigationBarTitleText: '我参与的挑战' })
