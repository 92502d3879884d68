import { defineMessages } from '@/i18n'

// Texts of the home tab's red-packet popup (a lazily loaded part) in the two built-in locales; the
// others are in home.more.messages.ts.
export const redPacketMessages = defineMessages({
  en: {
    'redPacket.title': 'Takeaway red packet',
    'redPacket.sub': 'Claim it and save on your next order',
    'redPacket.open': 'Claim',
    'redPacket.close': 'Close',
  },
  'zh-Hans': {
    'redPacket.title': '外卖红包',
    'redPacket.sub': '领取后点外卖立减',
    'redPacket.open': '立即领取',
    'redPacket.close': '关闭',
  },
})
