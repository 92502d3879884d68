import './helpers'
import MakemoneyRulePage from '@/pages/makemoney/makemoney-rule'
import { fakeApi, openedUrls, pageText } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'
import { TEAM } from './teamFixtures'

// 赚钱规则 (pages/makemoney/makemoney-rule): the commission terms (appConfig's reward, the frozen
// days), the rules as the server applies them (docs/rules.md "Team and referral"), the operator's text.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const mount = () => mountAt(MakemoneyRulePage, '/pages/makemoney/makemoney-rule')
const rates = () => Array.from(document.querySelectorAll('.team-rates__rate')).map((e) => e.textContent)

describe('赚钱规则', () => {
  const app = freshEachTest(mockShown)

  it('states the rules with the default 10% / 5% and 7 days, to anyone', async () => {
    fakeApi()
    await mount()
    expect(rates()).toEqual(['10%', '5%'])
    const text = pageText()
    expect(text).toContain('团员的霸王餐返利审核通过或开通会员支付成功，你可获得佣金：直属团员的10%，二级团员的5%。')
    expect(text).toContain('佣金先计入待入账，7天后转入钱包余额，可随时提现。')
    expect(text).toContain('返利审核被撤销或会员退款时，相应佣金将被收回。')
    expect(text).toContain('分享本身没有奖励')
    expect(text).toContain('共用同一设备或同一微信的账号之间不产生佣金。')
    expect(document.querySelector('.team-rules__operator')).toBeNull()
    expect(app.spies.showToast).not.toHaveBeenCalled()

    await tap(document.querySelector('.team-invite__share'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/share/share'])
  })

  it('takes the operator’s rates and shows the operator’s invite rule', async () => {
    fakeApi({ [TEAM.CONFIG]: { reward: { direct_rate: '0.2', indirect_rate: '0.075' }, system_infos: { invite_rule: '活动第一条\n\n活动第二条' } } })
    await mount()
    expect(rates()).toEqual(['20%', '7.5%'])
    expect(pageText()).toContain('直属团员的20%，二级团员的7.5%')
    const operator = document.querySelector('.team-rules__operator')!
    expect(Array.from(operator.querySelectorAll('.rule-list__item')).map((e) => e.textContent)).toEqual(['活动第一条', '活动第二条'])
  })
})
