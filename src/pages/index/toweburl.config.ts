export default definePageConfig({ navigationBarTitleText: '网页', navigationBarBackgroundColor: '#FFFFFF', navigationBarTextStyle: 'black' })
