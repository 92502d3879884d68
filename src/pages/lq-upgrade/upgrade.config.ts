export default definePageConfig({ navigationBarTitleText: '版本升级', navigationBarBackgroundColor: '#00000000', navigationBarTextStyle: 'black' })
