export default definePageConfig({ navigationBarTitleText: '砸金蛋', navigationStyle: 'custom' })
