export default definePageConfig({ navigationBarTitleText: '盲盒', navigationStyle: 'custom' })
