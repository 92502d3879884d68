export default definePageConfig({ navigationBarTitleText: '翻牌抽奖' })
