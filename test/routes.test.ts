import { readdirSync, readFileSync } from 'fs'
import { join } from 'path'
import appConfig from '@/app.config'
import zhTitles from '@/i18n/titles/zh-Hans'
import { pageConfig } from '@/pageConfig'
import { ALL_PAGES, isTabPage, needsLogin, pageOf, pageParams, PAGES, pageUrl, routeOf, TAB_PAGES, type PageName } from '@/routes'

// The route table of docs/product.md (Screens and navigation) and docs/pages.md, exactly.
const SPEC_PAGES = `
/pages/index/index /pages/makemoney/makemoney /pages/fuli/fuli /pages/order/order /pages/me/me
/pages/index/pzzq_index /pages/index/toweburl /pages/index/novice /pages/index/message /pages/index/mt_phone_help /pages/index/popup_webview
/pages/business_order/order_list /pages/business_order/order_detail /pages/business_order/order_alipay
/pages/login/login /pages/login/yhxy /pages/login/ysxy /pages/login/phone_login /pages/login/code_login /pages/login/updatephoneandpass
/pages/setting/setting /pages/shopdetail/shopdetail /pages/shopdetail/shopdetail_gf /pages/ordersubmit/ordersubmit
/pages/search/search /pages/search/search_location /pages/search/category /pages/search/search_gf
/pages/kingeat/kingeat /pages/signin/signin /pages/member/member /pages/member/membertask /pages/member/golddetails
/pages/cashout/cashout /pages/cashout/bindalipay /pages/cashout/settingpaypws /pages/moneydetail/moneydetail
/pages/share/share /pages/share/vipgroup /pages/share/share_register /pages/me/xieyimember
/pages/order/voucher /pages/order/meituan-webview
/pages/makemoney/getmaker /pages/makemoney/detailmoney /pages/makemoney/rangkinglist /pages/makemoney/mygroup /pages/makemoney/makemoney-rule /pages/makemoney/makemoney-my-join
/pages/lq-upgrade/upgrade
/pagesme/feedback/addfeedback /pagesme/feedback/chooseorder /pagesme/feedback/feedback /pagesme/feedback/feedbackdel
/pagesme/message /pagesme/vip_order /pagesme/vip/vip /pagesme/foodie /pagesme/red_bag /pagesme/settinginfo /pagesme/forget_password
/pagesme/businessinto/callus /pagesme/businessinto/businessinto /pagesme/businessinto/apply
/challenge/challenge /challenge/my_challenge /challenge/challengeRule /challenge/my_join /challenge/media_promotion
/pages_raffle/index_raffle /pages_raffle/my_raffle /pages_raffle/exchange /pages_raffle/kevy-luckydraw
/pages_raffle/other_one /pages_raffle/other_two /pages_raffle/other_three /pages_raffle/other_four /pages_raffle/other_five
/pages_gold/index_gold /pages_gold/mt_redbag /pages_gold/order /pages_gold/blind_box /pages_gold/blind_box_poster
/pages_gold/blind_box_get_user /pages_gold/blind_box_help /pages_gold/blind_box_help_list /pages_gold/all_task /pages_gold/bonus
`.trim().split(/\s+/).map((p) => p.slice(1))

const config = appConfig as any

describe('app.config', () => {
  it('declares exactly the 88 pages of the spec', () => {
    expect(SPEC_PAGES).toHaveLength(88)
    const declared = [...config.pages, ...config.subPackages.flatMap((s: any) => s.pages.map((p: string) => `${s.root}/${p}`))]
    expect(declared.sort()).toEqual([...SPEC_PAGES].sort())
    expect([...ALL_PAGES].sort()).toEqual([...SPEC_PAGES].sort())
  })

  it('puts the tab pages in the main package, home first, and the four sub-packages', () => {
    expect(config.pages.slice(0, 5)).toEqual([...TAB_PAGES])
    expect(config.subPackages.map((s: any) => s.root)).toEqual(['pagesme', 'challenge', 'pages_raffle', 'pages_gold'])
  })

  it('preloads pagesme from the me page and the three others from home, on any network', () => {
    expect(config.preloadRule).toEqual({
      'pages/me/me': { network: 'all', packages: ['pagesme'] },
      'pages/index/index': { network: 'all', packages: ['challenge', 'pages_raffle', 'pages_gold'] },
    })
  })

  it('has five tabs in the spec order, selected colour #FC4D16, drawn by the custom tab bar', () => {
    expect(config.tabBar.list.map((i: any) => i.pagePath)).toEqual([
      'pages/index/index', 'pages/makemoney/makemoney', 'pages/fuli/fuli', 'pages/order/order', 'pages/me/me',
    ])
    expect(config.tabBar.selectedColor).toBe('#FC4D16')
    expect(config.tabBar.custom).toBe(true)
  })

  it('gives every page the custom navigation bar, yellow with a black title', () => {
    expect(config.window).toMatchObject({ navigationStyle: 'custom', navigationBarTextStyle: 'black', navigationBarBackgroundColor: '#FFD300' })
  })
})

describe('route helpers', () => {
  it("reads '/' as home and strips slashes and queries", () => {
    expect(routeOf('/')).toBe('pages/index/index')
    expect(routeOf('/pages/search/search?latitude=1&longitude=2')).toBe('pages/search/search')
    expect(isTabPage('/pages/me/me?x=1')).toBe(true)
    expect(isTabPage('/pagesme/message')).toBe(false)
  })
})

describe('the page registry', () => {
  it('builds links with typed, encoded parameters in the registry order, leaving out the ones not given', () => {
    expect(pageUrl('memberCenter')).toBe('/pages/member/member')
    expect(pageUrl('shopDetail', { id: 7 })).toBe('/pages/shopdetail/shopdetail?id=7')
    expect(pageUrl('web', { title: '活动 & 规则', url: 'https://a.example/x?y=1' }))
      .toBe('/pages/index/toweburl?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1&title=%E6%B4%BB%E5%8A%A8%20%26%20%E8%A7%84%E5%88%99')
    expect(pageUrl('home', {})).toBe('/pages/index/index')
    expect(pageUrl('changePhone', { type: undefined })).toBe('/pages/login/updatephoneandpass')
    // @ts-expect-error a page with a required parameter needs it
    pageUrl('shopDetail')
    // @ts-expect-error a parameter the page does not declare
    pageUrl('memberCenter', { id: 1 })
    // @ts-expect-error a number parameter takes a number
    pageUrl('proof', { id: '3' })
  })

  it('reads a page query back typed, dropping what does not parse', () => {
    expect(pageParams('shopDetail', { id: '12' })).toEqual({ id: 12 })
    expect(pageParams('shopDetail', { id: 'x' })).toEqual({})
    expect(pageParams('vip', { member_type_id: '2', order_no: 'M1', other: 'y' })).toEqual({ member_type_id: 2, order_no: 'M1' })
  })

  it('knows which pages need an account and which bar each page has', () => {
    expect(needsLogin(pageUrl('cashOut'))).toBe(true)
    expect(needsLogin(pageUrl('bills'))).toBe(true)
    expect(needsLogin(pageUrl('memberCenter'))).toBe(false)
    expect(needsLogin('/pages/unknown/page')).toBe(false)
    expect(pageOf('/pages/index/toweburl?url=x')?.bar).toBe('white')
  })

  it('gives every page its config from the registry: the Simplified Chinese title, the bar, sharing', () => {
    for (const [name, page] of Object.entries(PAGES)) {
      const file = readFileSync(join(__dirname, '..', 'src', `${page.path}.config.ts`), 'utf8')
      expect(file).toContain(`definePageConfig(pageConfig('${name}'))`)
      expect(pageConfig(name as PageName).navigationBarTitleText).toBe(zhTitles[page.path])
    }
    expect(pageConfig('upgrade')).toMatchObject({ navigationBarBackgroundColor: '#00000000' })
    expect(pageConfig('taskDetail')).toMatchObject({ enableShareAppMessage: true })
  })

  it("renders in each page file its own feature's screen", () => {
    for (const page of Object.values(PAGES)) {
      const file = readFileSync(join(__dirname, '..', 'src', `${page.path}.tsx`), 'utf8')
      const imports = [...file.matchAll(/from '@\/(features\/\w+|components\/\w+)'/g)].map((m) => m[1])
      expect({ page: page.path, imports }).toEqual({ page: page.path, imports: [`features/${page.feature}`] })
    }
  })

  it('is the only place in the app that writes a page path', () => {
    const literal = /['"`]\/?(pages|pagesme|pages_gold|pages_raffle|challenge)\/[A-Za-z0-9_-]+\//
    const found = sourceFiles(join(__dirname, '..', 'src'))
      .filter((file) => !/src\/(routes\.ts|i18n\/titles\/)/.test(file))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n')
        .filter((line) => literal.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*'))
        .map((line) => `${file}: ${line.trim()}`))
    expect(found).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}
