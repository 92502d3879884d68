// The route table of docs/product.md (Screens and navigation): app.config.ts builds from it, and the navigation rules
// check against it at run time.

export const HOME_PAGE = 'pages/index/index'
export const LOGIN_PAGE = 'pages/login/login'
export const ME_PAGE = 'pages/me/me'
export const WEBVIEW_PAGE = 'pages/index/toweburl'
export const MT_REDBAG_PAGE = 'pages_gold/mt_redbag'

/** Tab pages in tab order (docs/product.md: Screens and navigation). */
export const TAB_PAGES = [
  'pages/index/index',
  'pages/makemoney/makemoney',
  'pages/fuli/fuli',
  'pages/order/order',
  'pages/me/me',
] as const

export type TabPage = (typeof TAB_PAGES)[number]

/** Main-package pages, tab pages first (docs/product.md: Screens and navigation). */
export const MAIN_PAGES = [
  'pages/index/index',
  'pages/makemoney/makemoney',
  'pages/fuli/fuli',
  'pages/order/order',
  'pages/me/me',
  'pages/index/pzzq_index',
  'pages/index/toweburl',
  'pages/index/novice',
  'pages/index/message',
  'pages/index/mt_phone_help',
  'pages/index/popup_webview',
  'pages/business_order/order_list',
  'pages/business_order/order_detail',
  'pages/business_order/order_alipay',
  'pages/login/login',
  'pages/login/yhxy',
  'pages/login/ysxy',
  'pages/login/phone_login',
  'pages/login/code_login',
  'pages/login/updatephoneandpass',
  'pages/setting/setting',
  'pages/shopdetail/shopdetail',
  'pages/shopdetail/shopdetail_gf',
  'pages/ordersubmit/ordersubmit',
  'pages/search/search',
  'pages/search/search_location',
  'pages/search/category',
  'pages/search/search_gf',
  'pages/kingeat/kingeat',
  'pages/signin/signin',
  'pages/member/member',
  'pages/member/membertask',
  'pages/member/golddetails',
  'pages/cashout/cashout',
  'pages/cashout/bindalipay',
  'pages/cashout/settingpaypws',
  'pages/moneydetail/moneydetail',
  'pages/share/share',
  'pages/share/vipgroup',
  'pages/share/share_register',
  'pages/me/xieyimember',
  'pages/order/voucher',
  'pages/order/meituan-webview',
  'pages/makemoney/getmaker',
  'pages/makemoney/detailmoney',
  'pages/makemoney/rangkinglist',
  'pages/makemoney/mygroup',
  'pages/makemoney/makemoney-rule',
  'pages/makemoney/makemoney-my-join',
  'pages/lq-upgrade/upgrade',
]

/** The four sub-packages (docs/product.md: Screens and navigation). */
export const SUB_PACKAGES = [
  {
    root: 'pagesme',
    pages: [
      'feedback/addfeedback',
      'feedback/chooseorder',
      'feedback/feedback',
      'feedback/feedbackdel',
      'message',
      'vip_order',
      'vip/vip',
      'foodie',
      'red_bag',
      'settinginfo',
      'forget_password',
      'businessinto/callus',
      'businessinto/businessinto',
      'businessinto/apply',
    ],
  },
  {
    root: 'challenge',
    pages: ['challenge', 'my_challenge', 'challengeRule', 'my_join', 'media_promotion'],
  },
  {
    root: 'pages_raffle',
    pages: [
      'index_raffle',
      'my_raffle',
      'exchange',
      'kevy-luckydraw',
      'other_one',
      'other_two',
      'other_three',
      'other_four',
      'other_five',
    ],
  },
  {
    root: 'pages_gold',
    pages: [
      'index_gold',
      'mt_redbag',
      'order',
      'blind_box',
      'blind_box_poster',
      'blind_box_get_user',
      'blind_box_help',
      'blind_box_help_list',
      'all_task',
      'bonus',
    ],
  },
]

/** Every page of the app, as Taro paths without a leading slash. */
export const ALL_PAGES: readonly string[] = [
  ...MAIN_PAGES,
  ...SUB_PACKAGES.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`)),
]

/** Navigation-bar look per page; every page not listed has the yellow bar (docs/product.md: Screens and navigation). */
export const NAV_BAR_STYLE: Record<string, 'white' | 'transparent'> = {
  'pages/index/toweburl': 'white',
  'pages/lq-upgrade/upgrade': 'transparent',
}

/** Strips the leading slash and the query: '/pages/a/b?x=1' -> 'pages/a/b'. '/' is home. */
export function routeOf(url: string): string {
  const path = url.split('?')[0].split('#')[0].replace(/^\/+/, '')
  return path === '' ? HOME_PAGE : path
}

export function isTabPage(url: string): boolean {
  return (TAB_PAGES as readonly string[]).includes(routeOf(url))
}
