// The page registry (docs/pages.md: The page registry): every page of the app once, by name, with
// its path (the spec's route), the feature folder that owns it, whether it needs an account, its
// query parameters with their types, and its navigation-bar look. app.config.ts, the page configs
// (pageConfig.ts), the titles (i18n/titles, keyed by path) and every link (pageUrl) come from it.

/** A query parameter's type; '?' marks one a link may leave out. */
type ParamKind = 'number' | 'string' | 'number?' | 'string?'

interface PageDef {
  /** The route, as Taro writes it: no leading slash. */
  readonly path: string
  /** The feature folder (src/features/<feature>) whose screen the page renders, or will. */
  readonly feature: string
  /** Opening it from a menu asks for login first (visit() in lib/auth.ts). */
  readonly login?: boolean
  readonly params?: Readonly<Record<string, ParamKind>>
  /** The navigation bar; yellow when absent. */
  readonly bar?: 'white' | 'transparent'
  /** The mini-program may share this page (WeChat's enableShareAppMessage). */
  readonly share?: boolean
  /** ...and post it to the timeline (enableShareTimeline; the page answers useShareTimeline). */
  readonly timeline?: boolean
}

/** Tab pages first, in tab order; then the main package; then each sub-package, by its root. */
export const PAGES = {
  home: { path: 'pages/index/index', feature: 'home', params: { parent_id: 'number?', source: 'number?' }, share: true, timeline: true },
  earn: { path: 'pages/makemoney/makemoney', feature: 'earn' },
  perks: { path: 'pages/fuli/fuli', feature: 'earn' },
  orders: { path: 'pages/order/order', feature: 'freeMeal' },
  me: { path: 'pages/me/me', feature: 'account' },

  qualityZone: { path: 'pages/index/pzzq_index', feature: 'shops' },
  web: { path: 'pages/index/toweburl', feature: 'web', params: { url: 'string', title: 'string?' }, bar: 'white' },
  novice: { path: 'pages/index/novice', feature: 'help' },
  notices: { path: 'pages/index/message', feature: 'notices' },
  takeawayAccountHelp: { path: 'pages/index/mt_phone_help', feature: 'help' },
  eventWeb: { path: 'pages/index/popup_webview', feature: 'web', params: { url: 'string', title: 'string?' } },
  bills: { path: 'pages/business_order/order_list', feature: 'vouchers', login: true },
  billDetail: { path: 'pages/business_order/order_detail', feature: 'vouchers', login: true, params: { id: 'number' } },
  walletPay: { path: 'pages/business_order/order_alipay', feature: 'vouchers', login: true, params: { id: 'number' } },
  login: { path: 'pages/login/login', feature: 'account' },
  userAgreement: { path: 'pages/login/yhxy', feature: 'account' },
  privacyPolicy: { path: 'pages/login/ysxy', feature: 'account' },
  passwordLogin: { path: 'pages/login/phone_login', feature: 'account' },
  codeLogin: { path: 'pages/login/code_login', feature: 'account' },
  changePhone: { path: 'pages/login/updatephoneandpass', feature: 'account', login: true, params: { type: 'string?' } },
  settings: { path: 'pages/setting/setting', feature: 'account' },
  shopDetail: { path: 'pages/shopdetail/shopdetail', feature: 'shops', params: { id: 'number' } },
  qualityShopDetail: { path: 'pages/shopdetail/shopdetail_gf', feature: 'shops', params: { id: 'number' } },
  grab: { path: 'pages/ordersubmit/ordersubmit', feature: 'freeMeal', login: true, params: { shop_id: 'number' } },
  search: { path: 'pages/search/search', feature: 'shops', params: { latitude: 'number?', longitude: 'number?', address: 'string?' } },
  searchLocation: { path: 'pages/search/search_location', feature: 'shops', params: { latitude: 'number?', longitude: 'number?', address: 'string?', pick: 'number?' } },
  category: { path: 'pages/search/category', feature: 'shops', params: { id: 'number?' } },
  qualitySearch: { path: 'pages/search/search_gf', feature: 'shops', params: { latitude: 'number?', longitude: 'number?', address: 'string?' } },
  freeMeals: { path: 'pages/kingeat/kingeat', feature: 'freeMeal' },
  signIn: { path: 'pages/signin/signin', feature: 'gold', login: true, params: { limit: 'number?' } },
  memberCenter: { path: 'pages/member/member', feature: 'member' },
  memberTasks: { path: 'pages/member/membertask', feature: 'member', login: true },
  goldHistory: { path: 'pages/member/golddetails', feature: 'gold', login: true },
  cashOut: { path: 'pages/cashout/cashout', feature: 'wallet', login: true },
  bindAlipay: { path: 'pages/cashout/bindalipay', feature: 'wallet', login: true },
  payPassword: { path: 'pages/cashout/settingpaypws', feature: 'wallet', login: true },
  walletHistory: { path: 'pages/moneydetail/moneydetail', feature: 'wallet', login: true },
  share: { path: 'pages/share/share', feature: 'share', login: true, share: true },
  vipGroup: { path: 'pages/share/vipgroup', feature: 'share' },
  // scene: the invite code a mini-program code carries (team/miniProgramCode)
  shareRegister: { path: 'pages/share/share_register', feature: 'share', params: { parent_id: 'number?', source: 'number?', scene: 'string?' } },
  memberAgreement: { path: 'pages/me/xieyimember', feature: 'member' },
  proof: { path: 'pages/order/voucher', feature: 'freeMeal', login: true, params: { id: 'number' } },
  goOrder: { path: 'pages/order/meituan-webview', feature: 'freeMeal', login: true, params: { id: 'number' } },
  invite: { path: 'pages/makemoney/getmaker', feature: 'team', login: true },
  earnings: { path: 'pages/makemoney/detailmoney', feature: 'wallet', login: true },
  ranking: { path: 'pages/makemoney/rangkinglist', feature: 'team' },
  myTeam: { path: 'pages/makemoney/mygroup', feature: 'team', login: true },
  earnRules: { path: 'pages/makemoney/makemoney-rule', feature: 'team' },
  myJoinedChallenges: { path: 'pages/makemoney/makemoney-my-join', feature: 'challenge', login: true },
  upgrade: { path: 'pages/lq-upgrade/upgrade', feature: 'upgrade', bar: 'transparent' },

  addFeedback: { path: 'pagesme/feedback/addfeedback', feature: 'feedback', login: true },
  feedbackOrder: { path: 'pagesme/feedback/chooseorder', feature: 'feedback', login: true },
  myFeedback: { path: 'pagesme/feedback/feedback', feature: 'feedback', login: true },
  feedbackThread: { path: 'pagesme/feedback/feedbackdel', feature: 'feedback', login: true, params: { id: 'number' } },
  myMessages: { path: 'pagesme/message', feature: 'notices', login: true },
  vipOrders: { path: 'pagesme/vip_order', feature: 'member', login: true },
  vip: { path: 'pagesme/vip/vip', feature: 'member', params: { member_type_id: 'number?', order_no: 'string?' } },
  foodie: { path: 'pagesme/foodie', feature: 'team' },
  redBag: { path: 'pagesme/red_bag', feature: 'coupons', login: true },
  profile: { path: 'pagesme/settinginfo', feature: 'account', login: true },
  forgotPassword: { path: 'pagesme/forget_password', feature: 'account' },
  callUs: { path: 'pagesme/businessinto/callus', feature: 'merchant' },
  merchantIntro: { path: 'pagesme/businessinto/businessinto', feature: 'merchant' },
  merchantApply: { path: 'pagesme/businessinto/apply', feature: 'merchant' },

  challenges: { path: 'challenge/challenge', feature: 'challenge' },
  myChallenges: { path: 'challenge/my_challenge', feature: 'challenge', login: true },
  challengeRules: { path: 'challenge/challengeRule', feature: 'challenge' },
  myChallengeJoins: { path: 'challenge/my_join', feature: 'challenge', login: true },
  mediaPromotion: { path: 'challenge/media_promotion', feature: 'seeding', login: true },

  raffles: { path: 'pages_raffle/index_raffle', feature: 'raffle' },
  myPrizes: { path: 'pages_raffle/my_raffle', feature: 'raffle', login: true },
  prizeExchange: { path: 'pages_raffle/exchange', feature: 'raffle', login: true, params: { win_id: 'number' } },
  wheelDraw: { path: 'pages_raffle/kevy-luckydraw', feature: 'raffle', params: { id: 'number' } },
  gridDraw: { path: 'pages_raffle/other_one', feature: 'raffle', params: { id: 'number' } },
  cardDraw: { path: 'pages_raffle/other_two', feature: 'raffle', params: { id: 'number' } },
  eggDraw: { path: 'pages_raffle/other_three', feature: 'raffle', params: { id: 'number' } },
  scratchDraw: { path: 'pages_raffle/other_four', feature: 'raffle', params: { id: 'number' } },
  capsuleDraw: { path: 'pages_raffle/other_five', feature: 'raffle', params: { id: 'number' } },

  goldExchange: { path: 'pages_gold/index_gold', feature: 'goldExchange', params: { type: 'number?', order_no: 'string?' } },
  takeawayCoupons: { path: 'pages_gold/mt_redbag', feature: 'coupons' },
  goldOrders: { path: 'pages_gold/order', feature: 'goldExchange', login: true, params: { tab: 'string?' } },
  blindBox: { path: 'pages_gold/blind_box', feature: 'blindBox', login: true },
  blindBoxPoster: { path: 'pages_gold/blind_box_poster', feature: 'blindBox', login: true },
  blindBoxInvite: { path: 'pages_gold/blind_box_get_user', feature: 'blindBox', login: true, share: true },
  // code: the box's share code (a link); scene: the same, carried by the box's mini-program code
  blindBoxHelp: { path: 'pages_gold/blind_box_help', feature: 'blindBox', params: { code: 'string?', scene: 'string?' }, share: true },
  blindBoxHelpers: { path: 'pages_gold/blind_box_help_list', feature: 'blindBox', login: true },
  allTasks: { path: 'pages_gold/all_task', feature: 'gold', login: true },
  taskDetail: { path: 'pages_gold/bonus', feature: 'gold', params: { type: 'number' }, share: true },
} as const satisfies Record<string, PageDef>

export type PageName = keyof typeof PAGES

type Kinds<N extends PageName> = (typeof PAGES)[N] extends { params: infer P } ? P : Record<never, never>
type ValueOf<K> = K extends 'number' | 'number?' ? number : string
type RequiredKeys<P> = { [K in keyof P]: P[K] extends `${string}?` ? never : K }[keyof P]
type OptionalKeys<P> = Exclude<keyof P, RequiredKeys<P>>

/** A page's query parameters, typed from the registry. */
export type ParamsOf<N extends PageName> =
  { [K in RequiredKeys<Kinds<N>>]: ValueOf<Kinds<N>[K]> } & { [K in OptionalKeys<Kinds<N>>]?: ValueOf<Kinds<N>[K]> }

type ParamArgs<N extends PageName> = [keyof Kinds<N>] extends [never] ? []
  : [RequiredKeys<Kinds<N>>] extends [never] ? [params?: ParamsOf<N>] : [params: ParamsOf<N>]

const byName = PAGES as Record<PageName, PageDef>

/** The link to a page: its path and the given parameters, in the registry's order, encoded. */
export function pageUrl<N extends PageName>(name: N, ...[params]: ParamArgs<N>): string {
  const given = (params ?? {}) as Record<string, string | number | undefined>
  const query = Object.keys(byName[name].params ?? {})
    .filter((key) => given[key] !== undefined && given[key] !== '')
    .map((key) => `${key}=${encodeURIComponent(String(given[key]))}`)
    .join('&')
  return `/${byName[name].path}${query ? `?${query}` : ''}`
}

/**
 * A page's parameters read from its query (Taro's router params, all strings): a number that does
 * not parse, or a parameter that is missing, is left out, so the screen decides what that means.
 */
export function pageParams<N extends PageName>(name: N, query: Record<string, string | undefined>): Partial<ParamsOf<N>> {
  const read: Record<string, string | number> = {}
  for (const [key, kind] of Object.entries(byName[name].params ?? {})) {
    const raw = query[key]
    if (raw === undefined || raw === '') continue
    if (kind.startsWith('number')) {
      const value = Number(raw)
      if (Number.isFinite(value)) read[key] = value
    } else {
      read[key] = raw
    }
  }
  return read as Partial<ParamsOf<N>>
}

const HOME_PAGE = PAGES.home.path

/** The tab pages' names, in tab order. */
export const TAB_NAMES = ['home', 'earn', 'perks', 'orders', 'me'] as const satisfies readonly PageName[]

export type TabName = (typeof TAB_NAMES)[number]

export type TabPage = (typeof PAGES)[TabName]['path']

/** Tab pages in tab order (docs/product.md: Screens and navigation). */
export const TAB_PAGES: readonly TabPage[] = TAB_NAMES.map((name) => PAGES[name].path)

const SUB_PACKAGE_ROOTS = ['pagesme', 'challenge', 'pages_raffle', 'pages_gold'] as const

const rootOf = (path: string): string | undefined => SUB_PACKAGE_ROOTS.find((root) => path.startsWith(`${root}/`))

const ALL_DEFS = Object.values(byName)

/** Main-package pages, tab pages first (docs/product.md: Screens and navigation). */
export const MAIN_PAGES = ALL_DEFS.filter((def) => !rootOf(def.path)).map((def) => def.path)

/** The four sub-packages (docs/product.md: Screens and navigation). */
export const SUB_PACKAGES = SUB_PACKAGE_ROOTS.map((root) => ({
  root,
  pages: ALL_DEFS.filter((def) => rootOf(def.path) === root).map((def) => def.path.slice(root.length + 1)),
}))

/** Every page of the app, as Taro paths without a leading slash. */
export const ALL_PAGES: readonly string[] = ALL_DEFS.map((def) => def.path)

const byPath = new Map(ALL_DEFS.map((def) => [def.path, def]))

/** Strips the leading slash and the query: '/pages/a/b?x=1' -> 'pages/a/b'. '/' is home. */
export function routeOf(url: string): string {
  const path = url.split('?')[0].split('#')[0].replace(/^\/+/, '')
  return path === '' ? HOME_PAGE : path
}

/** The registry's entry of the page a url opens, if it is one of ours. */
export function pageOf(url: string): PageDef | undefined {
  return byPath.get(routeOf(url))
}

export function isTabPage(url: string): boolean {
  return (TAB_PAGES as readonly string[]).includes(routeOf(url))
}

/** True when the page a url opens needs an account. */
export function needsLogin(url: string): boolean {
  return pageOf(url)?.login === true
}
