import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { Call } from '@api-types/contract'
import { CALL_GROUPS } from '@api-types/groups'
import { API_DIR, renderAll } from '../tools/api-client'
import { setup, type TestEnv } from './helpers'

// The contract (types/api) holds the app and the server together: every call of docs/product.md (Calls) is
// declared; every declared call has its route on the server; the app's call functions in src/api are exactly the ones generated from the declarations,
// and no other file of the app writes an API path.

// Every call of docs/product.md (Calls), copied from the spec with its shorthand expanded, case as spelled.
const SPEC_PATHS = [
  // Shop and home
  '/api/shop/lists', '/api/shop/mt_list', '/api/shop/goodShop',
  '/api/nav/banner', '/api/nav/menu_reward', '/api/nav/app_menu_reward', '/api/nav/index', '/api/nav/user',
  '/api/popup/lists',
  '/api/EventTracking/addLog',
  '/api/notice/lists', '/api/notice/dealRead',
  '/api/home/adCallBack',
  // Common and config
  '/api/common/settleIn', '/api/common/cooperate',
  '/api/common/memberAgreement', '/api/common/userAgreement', '/api/common/privacyAgreement',
  '/api/common/cashoutType',
  '/api/config/appConfig',
  '/api/wechat/jssdk',
  // User
  '/api/user/info', '/api/user/placeUpload', '/api/user/bindPid', '/api/user/updateNicknameAndAvatar',
  '/api/user/updateCashPassword',
  '/api/user/handleCode', '/api/user/bindTel', '/api/user/changeTel', '/api/user/updatePassword', '/api/user/cancel_user',
  '/api/user/bindMtAccount', '/api/user/ranking_list', '/api/user/bindUserWithCID',
  // Member
  '/api/member/rechargeInfo', '/api/member/giveMember', '/api/member/info', '/api/member/newInfo',
  '/api/member/getAward', '/api/member/free', '/api/member/recharge', '/api/member/lists',
  // Gold and discount
  '/api/signIn/addGoldCoin',
  '/api/goldRedeem/lists', '/api/goldRedeem/redeem',
  '/api/discount/recharge',
  '/api/discount/getMtUrl', '/api/discount/saveMtUrl', '/api/discount/receiveDiscount', '/api/discount/failDiscount',
  '/api/discount/recodeLog', '/api/discount/discountConfigList', '/api/discount/relax', '/api/discount/goldRechargeList',
  // Sign-in
  '/api/signIn/config', '/api/signIn/redeemMember', '/api/signIn/lists', '/api/signIn/month', '/api/signIn/makeUpSignIn',
  '/api/signIn/signIn',
  // Wallet
  '/api/Wallet/income', '/api/wallet/saveAlipayInfo', '/api/wallet/cashOut',
  // Feedback, cards, seeding
  '/api/userFeedback/lists', '/api/userFeedback/submitFeedback', '/api/userFeedback/detail',
  '/api/cardRedUser/myCardRed',
  '/api/seedingActivity/getSeeding', '/api/seedingActivity/apply', '/api/seedingActivity/submit',
  '/api/marketing/getMarketingXhs',
  // Login
  '/api/login/passwordLogin', '/api/login/getOfficialAccountInfo', '/api/login/getLoginCode',
  '/api/login/getNewsLoginCode', '/api/login/imageCode', '/api/login/passwordCode', '/api/login/forgetPassword',
  '/api/login/codeLogin', '/api/login/wechatLogin',
]

const declared = Object.entries(CALL_GROUPS as Record<string, Record<string, Call>>)
  .flatMap(([group, calls]) => Object.entries(calls).map(([name, c]) => ({ group, name, call: c })))

let env: TestEnv
before(async () => { env = await setup({}, { seed: false }) })
after(async () => { await env.close() })

describe('the contract', () => {
  test('declares every call of docs/product.md (Calls), and no path twice', () => {
    assert.equal(new Set(SPEC_PATHS).size, 80)
    const paths = declared.map((d) => d.call.path)
    assert.deepEqual(SPEC_PATHS.filter((p) => !paths.includes(p)), [])
    assert.equal(new Set(paths).size, paths.length)
  })

  test('puts each call in the group its path names', () => {
    for (const { group, call: c } of declared) {
      assert.equal(c.path.split('/')[2].replace(/_/g, '').toLowerCase(), group.toLowerCase(), c.path)
    }
  })

  test('every declared call has its route on the server', () => {
    const missing = declared.filter((d) => !env.app.hasRoute({ method: 'POST', url: d.call.path })).map((d) => d.call.path)
    assert.deepEqual(missing, [])
  })

})

describe("the app's call functions", () => {
  test('src/api holds exactly the modules generated from the contract (npm run contract)', () => {
    const expected = renderAll()
    assert.deepEqual(fs.readdirSync(API_DIR).sort(), [...expected.keys()].sort())
    for (const [file, source] of expected) {
      assert.equal(fs.readFileSync(path.join(API_DIR, file), 'utf8'), source, `src/api/${file} is stale: npm run contract`)
    }
  })

  test('no other file of the app writes an API path', () => {
    const SRC = path.resolve(API_DIR, '..')
    const offenders: string[] = []
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) { if (file !== API_DIR) walk(file) } else if (/\.tsx?$/.test(entry.name)) {
          if (/['"`]\/api\//.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(SRC, file))
        }
      }
    }
    walk(SRC)
    assert.deepEqual(offenders, [])
  })
})
