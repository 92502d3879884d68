export default definePageConfig({ navigationBarTitleText: '外卖红包', navigationStyle: 'custom' })
