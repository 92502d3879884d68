export default definePageConfig({ navigationBarTitleText: '邀请好友助力' })
