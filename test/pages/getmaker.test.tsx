import './helpers'
import type { Commission } from '@api-types/team'
import GetmakerPage from '@/pages/makemoney/getmaker'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'
import { TEAM, commission, teamSummary } from './teamFixtures'

// 邀请团员 (pages/makemoney/getmaker): the invite figures and commissions of team/summary, the rates,
// 邀请好友 and the newest commissions with their member and state.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const mount = () => mountAt(GetmakerPage, '/pages/makemoney/getmaker')
const $ = (selector: string) => document.querySelector(selector)
const text = (selector: string) => $(selector)?.textContent

const COMMISSIONS: Commission[] = [
  commission(5, { status: 'pending', release_time: '2026-05-25 12:30:00', member: '阿**', amount: '2.00' }),
  commission(4, { status: 'held', member: '吃**', level: 2, amount: '1.00' }),
  commission(3, { status: 'credited', cause: 'membership', base: '19.90', amount: '1.99' }),
  commission(2, { status: 'reversed' }),
  commission(1, { status: 'refused' }),
]

describe('邀请团员', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing of theirs', async () => {
    const api = fakeApi({ [TEAM.SUMMARY]: teamSummary() })
    await mount()
    expect(pageText()).toContain('登录后邀请好友')
    expect(api.calls(TEAM.SUMMARY)).toHaveLength(0)
    expect(api.calls(TEAM.COMMISSIONS)).toHaveLength(0)
  })

  it('shows the invite figures, 待入账 and 累计佣金, the operator’s rates and the newest commissions with their states', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      [TEAM.SUMMARY]: teamSummary(),
      [TEAM.COMMISSIONS]: { list: COMMISSIONS, total: 5, page: 1, limit: 10 },
      [TEAM.CONFIG]: { reward: { direct_rate: '0.12', indirect_rate: '0.06' }, system_infos: {} },
    })
    await mount()
    expect(text('.team-invite__pending')).toBe('4.50')
    expect(text('.team-invite__total')).toBe('36.80')
    expect(text('.team-invite__direct')).toBe('3')
    expect(text('.team-invite__indirect')).toBe('25')
    expect(text('.team-invite__valid')).toBe('2')
    expect(pageText()).toContain('待入账(元)')
    expect(pageText()).toContain('累计佣金(元)')
    expect(Array.from(document.querySelectorAll('.team-rates__rate')).map((e) => e.textContent)).toEqual(['12%', '6%'])
    expect(api.calls(TEAM.COMMISSIONS)[0]).toEqual(expect.objectContaining({ page: 1, limit: 10 }))

    const rows = Array.from(document.querySelectorAll('.team-commission'))
    expect(rows.map((r) => r.querySelector('.team-commission__state')!.textContent)).toEqual(['待入账', '审核中', '已入账', '已退回', '未通过'])
    expect(rows[0].querySelector('.team-commission__member')!.textContent).toBe('阿**')
    expect(rows[0].textContent).toContain('预计2026-05-25入账')
    expect(rows[0].textContent).toContain('+2.00')
    expect(rows[1].textContent).toContain('二级团员')
    expect(rows[2].textContent).toContain('开通会员 ¥19.90')
    expect(app.spies.showToast).not.toHaveBeenCalled()

    await tap($('.team-invite__share'))
    await tap($('.team-invite__team'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/share/share', '/pages/makemoney/mygroup'])
  })

  it('with no commission yet: the default 10% / 5% and an invitation to invite', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [TEAM.SUMMARY]: teamSummary({ direct_count: 0, indirect_count: 0, valid_count: 0, pending_amount: '0', total_commission: '0' }), [TEAM.COMMISSIONS]: { list: [], total: 0, page: 1, limit: 10 } })
    await mount()
    expect(text('.team-invite__pending')).toBe('0.00')
    expect(Array.from(document.querySelectorAll('.team-rates__rate')).map((e) => e.textContent)).toEqual(['10%', '5%'])
    expect(pageText()).toContain('还没有佣金，邀请好友一起省钱吧')
  })

  it('a failed summary shows the error with a retry; failed commissions offer a retry of their own', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [TEAM.SUMMARY]: teamSummary(), [TEAM.COMMISSIONS]: { list: COMMISSIONS, total: 5, page: 1, limit: 10 } })
    serverSays(api, TEAM.SUMMARY, { status: 0, msg: '服务繁忙' })
    serverSays(api, TEAM.COMMISSIONS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect(text('.load-error')).toContain('团队数据加载失败')
    expect(text('.team-card__failed')).toBe('佣金加载失败，点击重试')
    expect(app.spies.showToast).not.toHaveBeenCalled()

    fakeApi({ [TEAM.SUMMARY]: teamSummary(), [TEAM.COMMISSIONS]: { list: COMMISSIONS, total: 5, page: 1, limit: 10 } })
    await tap($('.load-error__retry'))
    expect(text('.team-invite__direct')).toBe('3')
    await tap($('.team-card__failed'))
    expect(document.querySelectorAll('.team-commission')).toHaveLength(5)
  })
})
