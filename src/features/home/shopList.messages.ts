import { defineMessages } from '@/i18n'

// Texts of the home tab's lazily loaded parts (the nearby-shop list, the red-packet popup) in the
// two built-in locales; the others are in home.more.messages.ts.
export const shopMessages = defineMessages({
  en: {
    'shops.title': 'Deals nearby',
    'shops.empty': 'No deals near you yet',
    'shops.emptyHint': 'Try another address, new shops join every day',
    'shops.changePlace': 'Change address',
    'redPacket.title': 'Takeaway red packet',
    'redPacket.sub': 'Claim it and save on your next order',
    'redPacket.open': 'Claim',
    'redPacket.close': 'Close',
  },
  'zh-Hans': {
    'shops.title': '附近优惠',
    'shops.empty': '附近暂无优惠商家',
    'shops.emptyHint': '换个地址看看，每天都有新店加入',
    'shops.changePlace': '切换地址',
    'redPacket.title': '外卖红包',
    'redPacket.sub': '领取后点外卖立减',
    'redPacket.open': '立即领取',
    'redPacket.close': '关闭',
  },
})
