export default definePageConfig({ navigationBarTitleText: '九宫格抽奖' })
