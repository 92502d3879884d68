export default definePageConfig({ navigationBarTitleText: '盲盒助力', navigationStyle: 'custom' })
