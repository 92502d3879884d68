import { parseShanghai } from '@/hooks/useServerNow'
import { type Locale, type PageMessages, translate } from '@/i18n'
import { LOCALES } from '@/constants'
import shopCardMessages from '@/features/shopFeed/shopCard.messages'
import shopDetailMessages from '@/features/shops/shopDetail.messages'
import { comingRelease, dealMessages, dealState, presentDeal, rebateForUser } from '@/features/freeMeal'

// The deal presenter (features/freeMeal/dealPresenter.ts): a deal's phase, slots and button at a
// moment of the server's clock, as every surface shows it; and the coming release a deal shows
// before a window opens, instead of the slots released so far (0 before the morning window, which
// read as sold out next to 即将开抢).

const at = (time: string) => parseShanghai(`2026-05-01 ${time}`)
const WINDOWS = { am_start_time: '10:00:00', am_end_time: '14:00:00', pm_start_time: '17:00:00', pm_end_time: '20:00:00' }
const zh = (key: string, params?: Record<string, string | number>) => translate('zh-Hans', key, params, dealMessages)

describe('coming release', () => {
  it('before a window: when it opens and how many slots it releases', () => {
    expect(comingRelease(dealState(WINDOWS, 0, at('08:00:00')), 10, zh)).toBe('10:00开抢 · 本场10份')
    // between the windows (the morning slots gone): the afternoon's
    expect(comingRelease(dealState(WINDOWS, 0, at('15:00:00')), 6, zh)).toBe('17:00开抢 · 本场6份')
    const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params, dealMessages)
    expect(comingRelease(dealState(WINDOWS, 0, at('08:00:00')), 10, en)).toBe('10 slots at 10:00')
  })

  it('nothing while a window is open, after the last one, without windows or without quota_next', () => {
    expect(comingRelease(dealState(WINDOWS, 3, at('11:00:00')), 6, zh)).toBeNull()
    expect(comingRelease(dealState(WINDOWS, 0, at('11:00:00')), 6, zh)).toBeNull()
    expect(comingRelease(dealState(WINDOWS, 0, at('21:00:00')), 0, zh)).toBeNull()
    expect(comingRelease(dealState({}, 0, at('08:00:00')), 10, zh)).toBeNull()
    expect(comingRelease(dealState(WINDOWS, 0, at('08:00:00')), undefined, zh)).toBeNull()
  })

  it('every table that shows it has the text in all five locales, with the time and the count', () => {
    const tables: [string, PageMessages][] = [['deal', dealMessages], ['shop detail', shopDetailMessages], ['shop card', shopCardMessages]]
    for (const [name, table] of tables) {
      for (const locale of LOCALES as readonly Locale[]) {
        const text = (table[locale] as Record<string, string> | undefined)?.['deal.next']
        expect([name, locale, text]).toEqual([name, locale, expect.stringMatching(/^(?=.*\{time\})(?=.*\{n\}).+$/)])
      }
      expect(comingRelease({ phase: 'upcoming', startsAt: '10:00' }, 10, (key, params) => translate('zh-Hans', key, params, table))).toBe('10:00开抢 · 本场10份')
    }
  })
})

describe('presentDeal', () => {
  it('running with slots: grab, with the countdown to the window\'s end and the phase line', () => {
    const deal = presentDeal({ ...WINDOWS, quota_left: 3 }, at('13:58:30'))
    expect(deal).toMatchObject({ phase: 'running', countdown: '01:30', canGrab: true, soldOut: false, button: { kind: 'grab' } })
    expect(deal.next).toEqual({ to: 'end', seconds: 90 })
    expect(deal.phaseText).toEqual({ key: 'deal.running', params: { left: '01:30' } })
    expect(deal.nextRelease).toBeNull()
  })

  it('running without slots, or closed: sold out', () => {
    expect(presentDeal({ ...WINDOWS, quota_left: 0 }, at('11:00:00'))).toMatchObject({ soldOut: true, canGrab: false, button: { kind: 'soldOut' } })
    expect(presentDeal({ ...WINDOWS, quota_left: 5, status: 0 }, at('11:00:00'))).toMatchObject({ soldOut: true, canGrab: false, button: { kind: 'soldOut' } })
    // closed before a window: sold out too, and no coming release
    expect(presentDeal({ ...WINDOWS, quota_left: 0, quota_next: 8, status: 0 }, at('08:00:00'))).toMatchObject({ button: { kind: 'soldOut' }, nextRelease: null })
  })

  it('before a window: upcoming with its start, the slots it releases, not sold out and not grabbable', () => {
    const deal = presentDeal({ ...WINDOWS, quota_left: 0, quota_next: 10 }, at('09:00:00'))
    expect(deal).toMatchObject({ phase: 'upcoming', startsAt: '10:00', soldOut: false, canGrab: false, button: { kind: 'upcoming', startsAt: '10:00' } })
    expect(deal.next).toEqual({ to: 'start', seconds: 3600 })
    expect(deal.nextRelease).toBe(10)
    expect(deal.phaseText).toEqual({ key: 'deal.upcoming', params: { time: '10:00' } })
  })

  it('after the last window: ended, no countdown', () => {
    expect(presentDeal({ ...WINDOWS, quota_left: 0 }, at('21:00:00'))).toMatchObject({ phase: 'ended', soldOut: false, canGrab: false, button: { kind: 'ended' }, next: null, phaseText: { key: 'deal.ended' } })
  })

  it('without windows, or without a server time, the slots alone decide', () => {
    expect(presentDeal({ quota_left: 2 }, at('09:00:00'))).toMatchObject({ phase: null, canGrab: true, button: { kind: 'grab' }, phaseText: null })
    expect(presentDeal({ ...WINDOWS, quota_left: 0 }, NaN)).toMatchObject({ phase: null, soldOut: true, button: { kind: 'soldOut' } })
  })

  it('the user\'s own order of the day comes first', () => {
    expect(presentDeal({ ...WINDOWS, quota_left: 3, my_order: { id: 9, status: 'reserved' } }, at('11:00:00')).button).toEqual({ kind: 'myOrder', url: '/pages/order/voucher?id=9', tab: false })
  })

  it('a member-only deal: a non-member is sent to the member centre wherever a member could grab, today; a member grabs', () => {
    const only = { ...WINDOWS, quota_left: 3, member_only: true }
    const join = { kind: 'joinMember', url: '/pages/member/member' }
    expect(presentDeal(only, at('11:00:00'))).toMatchObject({ memberOnly: true, canGrab: false, soldOut: false, button: join })
    expect(presentDeal(only, at('11:00:00'), false).button).toEqual(join)
    expect(presentDeal(only, at('09:00:00')).button).toEqual(join)
    expect(presentDeal({ quota_left: 2, member_only: true }, at('09:00:00')).button).toEqual(join)
    expect(presentDeal(only, at('11:00:00'), true)).toMatchObject({ memberOnly: true, canGrab: true, button: { kind: 'grab' } })
    // sold out, over, closed and the user's own order read as for anyone
    expect(presentDeal({ ...only, quota_left: 0 }, at('11:00:00')).button).toEqual({ kind: 'soldOut' })
    expect(presentDeal(only, at('21:00:00')).button).toEqual({ kind: 'ended' })
    expect(presentDeal({ ...only, status: 0 }, at('11:00:00')).button).toEqual({ kind: 'soldOut' })
    expect(presentDeal({ ...only, my_order: { id: 9, status: 'uploaded' } }, at('11:00:00')).button).toMatchObject({ kind: 'myOrder' })
    // a deal open to all
    expect(presentDeal({ ...WINDOWS, quota_left: 3 }, at('11:00:00'))).toMatchObject({ memberOnly: false, button: { kind: 'grab' } })
    expect(zh('deal.memberOnly')).toBe('会员专享')
    expect(zh('deal.joinMember')).toBe('开通会员抢')
  })
})

describe('the button look: one decision for the home cards and the free-meal list', () => {
  it('grab is active; 开通会员抢 gold; 未开始, 已结束 and 已抢完 grey', () => {
    expect(presentDeal({ ...WINDOWS, quota_left: 3 }, at('11:00:00')).buttonLook).toBe('active')
    expect(presentDeal({ ...WINDOWS, quota_left: 3, my_order: { id: 9, status: 'reserved' } }, at('11:00:00')).buttonLook).toBe('active')
    expect(presentDeal({ ...WINDOWS, quota_left: 3, member_only: true }, at('11:00:00')).buttonLook).toBe('member')
    expect(presentDeal({ ...WINDOWS, quota_left: 0, quota_next: 10 }, at('09:00:00')).buttonLook).toBe('off')
    expect(presentDeal({ ...WINDOWS, quota_left: 0 }, at('21:00:00')).buttonLook).toBe('off')
    expect(presentDeal({ ...WINDOWS, quota_left: 0 }, at('11:00:00')).buttonLook).toBe('off')
  })
})

describe('rebateForUser: the rebate the server pays this user', () => {
  it("shows the server's my_rebate, whatever the account the app holds says", () => {
    // a member: the member rebate, marked as the member rate
    expect(rebateForUser({ rebate: '12.00', member_rebate: '14.00', my_rebate: '14.00' })).toEqual({ price: '14.00', memberRate: true, memberOffer: null })
    // not a member: the rebate, and the member's rate offered beside it
    expect(rebateForUser({ rebate: '25.00', member_rebate: '30.00', my_rebate: '25.00' })).toEqual({ price: '25.00', memberRate: false, memberOffer: '30.00' })
    // no member extra: nothing to offer
    expect(rebateForUser({ rebate: '25.00', member_rebate: '25.00', my_rebate: '25.00' })).toEqual({ price: '25.00', memberRate: false, memberOffer: null })
  })

  it('an answer without my_rebate reads as the plain rebate', () => {
    expect(rebateForUser({ rebate: '20.00', member_rebate: '22.00' })).toEqual({ price: '20.00', memberRate: false, memberOffer: '22.00' })
  })
})
