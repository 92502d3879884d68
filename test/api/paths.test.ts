import * as shop from '@/api/shop'
import * as nav from '@/api/nav'
import * as popup from '@/api/popup'
import * as eventTracking from '@/api/eventTracking'
import * as notice from '@/api/notice'
import * as home from '@/api/home'
import * as common from '@/api/common'
import * as config from '@/api/config'
import * as wechat from '@/api/wechat'
import * as user from '@/api/user'
import * as member from '@/api/member'
import * as signIn from '@/api/signIn'
import * as goldRedeem from '@/api/goldRedeem'
import * as discount from '@/api/discount'
import * as wallet from '@/api/wallet'
import * as userFeedback from '@/api/userFeedback'
import * as cardRedUser from '@/api/cardRedUser'
import * as seedingActivity from '@/api/seedingActivity'
import * as marketing from '@/api/marketing'
import * as login from '@/api/login'
import * as order from '@/api/order'
import * as places from '@/api/places'
import * as businessOrder from '@/api/businessOrder'

// Every call of spec section 7, copied from the spec with its shorthand expanded, case as spelled.
const SPEC_PATHS = [
  // Shop and home
  '/api/shop/lists',
  '/api/shop/mt_list',
  '/api/shop/goodShop',
  '/api/nav/banner',
  '/api/nav/menu_reward',
  '/api/nav/app_menu_reward',
  '/api/nav/index',
  '/api/nav/user',
  '/api/popup/lists',
  '/api/EventTracking/addLog',
  '/api/notice/lists',
  '/api/notice/dealRead',
  '/api/home/adCallBack',
  // Common and config
  '/api/common/settleIn',
  '/api/common/cooperate',
  '/api/common/memberAgreement',
  '/api/common/userAgreement',
  '/api/common/privacyAgreement',
  '/api/common/cashoutType',
  '/api/config/appConfig',
  '/api/wechat/jssdk',
  // User
  '/api/user/info',
  '/api/user/placeUpload',
  '/api/user/bindPid',
  '/api/user/updateNicknameAndAvatar',
  '/api/user/updateCashPassword',
  '/api/user/handleCode',
  '/api/user/bindTel',
  '/api/user/changeTel',
  '/api/user/updatePassword',
  '/api/user/cancel_user',
  '/api/user/bindMtAccount',
  '/api/user/ranking_list',
  '/api/user/bindUserWithCID',
  // Member
  '/api/member/rechargeInfo',
  '/api/member/giveMember',
  '/api/member/info',
  '/api/member/newInfo',
  '/api/member/getAward',
  '/api/member/free',
  '/api/member/recharge',
  '/api/member/lists',
  // Gold and discount
  '/api/signIn/addGoldCoin',
  '/api/goldRedeem/lists',
  '/api/goldRedeem/redeem',
  '/api/discount/recharge',
  '/api/discount/getMtUrl',
  '/api/discount/saveMtUrl',
  '/api/discount/receiveDiscount',
  '/api/discount/failDiscount',
  '/api/discount/recodeLog',
  '/api/discount/discountConfigList',
  '/api/discount/relax',
  '/api/discount/goldRechargeList',
  // Sign-in
  '/api/signIn/config',
  '/api/signIn/redeemMember',
  '/api/signIn/lists',
  '/api/signIn/month',
  '/api/signIn/makeUpSignIn',
  '/api/signIn/signIn',
  // Wallet
  '/api/Wallet/income',
  '/api/wallet/saveAlipayInfo',
  '/api/wallet/cashOut',
  // Feedback, cards, seeding
  '/api/userFeedback/lists',
  '/api/userFeedback/submitFeedback',
  '/api/userFeedback/detail',
  '/api/cardRedUser/myCardRed',
  '/api/seedingActivity/getSeeding',
  '/api/seedingActivity/apply',
  '/api/seedingActivity/submit',
  '/api/marketing/getMarketingXhs',
  // Login
  '/api/login/passwordLogin',
  '/api/login/getOfficialAccountInfo',
  '/api/login/getLoginCode',
  '/api/login/getNewsLoginCode',
  '/api/login/imageCode',
  '/api/login/passwordCode',
  '/api/login/forgetPassword',
  '/api/login/codeLogin',
  '/api/login/wechatLogin',
]

// Calls the app makes beyond the spec, each agreed in the server contract.
const NON_SPEC_PATHS = [
  // the server session ends when the user logs out (the spec only clears the local profile)
  '/api/user/logout',
  // the shop pages and free-meal orders (issue 4): the spec's shop group names only the three lists
  '/api/shop/detail',
  '/api/shop/categories',
  '/api/order/grab',
  '/api/order/lists',
  '/api/order/detail',
  '/api/order/submitProof',
  '/api/order/cancel',
  // address search for search_location
  '/api/places/search',
  '/api/places/cities',
  // nearby-shop voucher orders (the bill pages)
  '/api/business_order/create',
  '/api/business_order/pay',
  '/api/business_order/lists',
  '/api/business_order/detail',
  '/api/business_order/cancel',
]

const MODULES = {
  shop, nav, popup, eventTracking, notice, home, common, config, wechat, user, member, signIn, goldRedeem,
  discount, wallet, userFeedback, cardRedUser, seedingActivity, marketing, login, order, places, businessOrder,
}

const allPaths = Object.values(MODULES).flatMap((mod) => Object.values(mod.PATHS as Record<string, string>))

describe('PATHS across src/api', () => {
  it('lists 80 distinct spec calls', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length)
    expect(SPEC_PATHS).toHaveLength(80)
  })

  it.each(SPEC_PATHS)('%s has a function', (path) => {
    expect(allPaths).toContain(path)
  })

  it('holds no path the spec does not name but the agreed ones, and none twice', () => {
    expect(allPaths.filter((p) => !SPEC_PATHS.includes(p)).sort()).toEqual([...NON_SPEC_PATHS].sort())
    expect(new Set(allPaths).size).toBe(allPaths.length)
  })

  it('puts each path in the module of its group (addGoldCoin in signIn)', () => {
    for (const [group, mod] of Object.entries(MODULES)) {
      for (const path of Object.values(mod.PATHS as Record<string, string>)) {
        expect(path.split('/')[2].replace(/_/g, '').toLowerCase()).toBe(group.toLowerCase())
      }
    }
    expect(Object.values(signIn.PATHS)).toContain('/api/signIn/addGoldCoin')
  })
})
