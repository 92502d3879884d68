import { defineMessages } from '@/i18n'

// Texts of the home tab's nearby-shop list (a lazily loaded part) in the two built-in locales; the
// others are in home.more.messages.ts.
export const shopMessages = defineMessages({
  en: {
    'shops.title': 'Deals nearby',
    'shops.empty': 'No deals near you yet',
    'shops.emptyHint': 'Try another address, new shops join every day',
    'shops.changePlace': 'Change address',
  },
  'zh-Hans': {
    'shops.title': '附近优惠',
    'shops.empty': '附近暂无优惠商家',
    'shops.emptyHint': '换个地址看看，每天都有新店加入',
    'shops.changePlace': '切换地址',
  },
})
