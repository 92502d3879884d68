import { MAIN_PAGES, PAGES, SUB_PACKAGES, TAB_PAGES } from './routes'

const TAB_TEXTS = ['首页', '赚钱', '福利', '订单', '我的']
const TAB_ICONS = ['home', 'makemoney', 'fuli', 'order', 'me']

// Every route of docs/product.md (Screens and navigation), at the spec's paths. The tab bar is custom (src/custom-tab-bar)
// because the native one cannot be 66 px tall; the list below still declares the tab pages.
// The page lists live in routes.ts so the navigation rules check against the same table.
export default defineAppConfig({
  pages: MAIN_PAGES,
  subPackages: SUB_PACKAGES,
  preloadRule: {
    [PAGES.me.path]: { network: 'all', packages: ['pagesme'] },
    [PAGES.home.path]: { network: 'all', packages: ['challenge', 'pages_raffle', 'pages_gold'] },
  },
  window: {
    navigationStyle: 'custom',
    navigationBarBackgroundColor: '#FFD300',
    navigationBarTextStyle: 'black',
    navigationBarTitleText: '饭贝',
    backgroundColor: '#F6F6F6',
    backgroundTextStyle: 'dark',
  },
  tabBar: {
    custom: true,
    color: '#666666',
    selectedColor: '#FC4D16',
    backgroundColor: '#FFFFFF',
    borderStyle: 'white',
    list: TAB_PAGES.map((pagePath, i) => ({
      pagePath,
      text: TAB_TEXTS[i],
      // WeChat reads the icons (a fallback for clients without custom tab bars); on H5 they would
      // only be inlined into the first-load JS, since TabBar draws its own.
      ...(process.env.TARO_ENV === 'weapp'
        ? { iconPath: `assets/tabbar/${TAB_ICONS[i]}.png`, selectedIconPath: `assets/tabbar/${TAB_ICONS[i]}-active.png` }
        : {}),
    })),
  },
  // mini-program: inject only the components a page uses (WeChat's code-quality recommendation)
  lazyCodeLoading: 'requiredComponents',
  permission: {
    'scope.userLocation': { desc: '用于为您推荐附近的优惠商家' },
  },
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
})
