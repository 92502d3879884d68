export default definePageConfig({ navigationBarTitleText: '砸金蛋' })
