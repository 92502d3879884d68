import { defineMessages } from '@/i18n'

// Texts of the home tab's first screen (header, entries, menus, notices) in the two locales that
// ship with the app; the shop list and the red-packet popup carry theirs in shopList.messages.ts
// and redPacket.messages.ts.
// Traditional Chinese, French and Spanish load on demand from home.more.messages.ts, so the home tab's
// first load stays small.
export const messages = defineMessages({
  en: {
    'home.locating': 'Locating…',
    'home.currentPlace': 'Current location',
    'home.searchPlaceholder': 'Search shops and dishes',
    'home.slogan': 'Order takeaway for just ¥0-5 a meal',
    'home.perkFree': 'Free meals',
    'home.perkCashback': 'Cashback',
    'home.perkGold': 'Daily coins',
    'home.kingeat': 'Free meals',
    'home.kingeatSub': 'Eat for ¥0',
    'home.quality': 'Top picks',
    'home.qualitySub': 'Curated shops',
    'home.signin': 'Check in',
    'home.signinSub': 'Earn coins',
    'home.novice': 'Guide',
    'home.noviceSub': 'How it works',
    'home.notice': 'News',
  },
  'zh-Hans': {
    'home.locating': '定位中…',
    'home.currentPlace': '当前位置',
    'home.searchPlaceholder': '搜索商家、美食',
    'home.slogan': '点外卖，每餐只要0-5元',
    'home.perkFree': '霸王餐免费吃',
    'home.perkCashback': '好店下单返现',
    'home.perkGold': '签到天天领金币',
    'home.kingeat': '霸王餐',
    'home.kingeatSub': '0元吃外卖',
    'home.quality': '品质专区',
    'home.qualitySub': '精选好店',
    'home.signin': '每日签到',
    'home.signinSub': '天天领金币',
    'home.novice': '新手教程',
    // the beginner guide's number of steps (features/help GuideScreen), test/features/homeNovice.test.tsx
    'home.noviceSub': '4步学会省钱',
    'home.notice': '公告',
  },
})
