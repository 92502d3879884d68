import type { CardRed } from '@api-types/cardRedUser'
import type { DiscountConfig } from '@api-types/discount'
import { failToast, offersOf, offerView, redbagLog } from '@/features/coupons/offerView'
import { cardView, isCardRow, shortDate } from '@/features/coupons/cardView'

// The pure rules of the two coupon screens: how an offer of 外卖红包 and a card of 红包卡券 read.

const offer = (extra: Partial<DiscountConfig> = {}): DiscountConfig => ({
  id: 1, coupon_type: 1, title: '美团外卖天天神券', description: '最高减15元, 每天可领1次', amount: '15.00', threshold: '0.00', gold_price: 0, ...extra,
})

const card = (extra: Partial<CardRed> = {}): CardRed => ({
  id: 1, type: 'coupon', title: '满30减10 外卖券', amount: '10.00', threshold: '30.00', status: 0,
  start_time: '2026-05-01 12:00:00', expire_time: '2026-05-31 23:59:59', discount_url: 'https://mt.example/c/1', ...extra,
})

describe('外卖红包 offer view', () => {
  it('reads a free offer without minimum as ¥15.00, 无门槛, 免费领取, 立即领取', () => {
    expect(offerView(offer())).toEqual({
      amount: '15.00',
      threshold: { key: 'redbag.noThreshold' },
      cost: { key: 'redbag.free' },
      button: { key: 'redbag.receive' },
      soldOut: false,
    })
  })

  it('reads a paid offer with a minimum spend as 满30可用 and its gold price', () => {
    const view = offerView(offer({ amount: '10.00', threshold: '30.00', gold_price: 50, remaining_today: 1 }))
    expect(view.amount).toBe('10.00')
    expect(view.threshold).toEqual({ key: 'redbag.threshold', params: { amount: '30' } })
    expect(view.cost).toEqual({ key: 'redbag.goldPrice', params: { gold: 50 } })
    expect(view.button).toEqual({ key: 'redbag.receive' })
    expect(offerView(offer({ amount: '8.50', threshold: '25.50' })).threshold).toEqual({ key: 'redbag.threshold', params: { amount: '25.5' } })
  })

  it('is used up only when the logged-in count says 0 left today', () => {
    expect(offerView(offer({ remaining_today: 0 }))).toMatchObject({ soldOut: true, button: { key: 'redbag.soldOut' } })
    // logged out: no count, so the button stays (the login check comes first)
    expect(offerView(offer({ remaining_today: undefined }))).toMatchObject({ soldOut: false, button: { key: 'redbag.receive' } })
    expect(offerView(offer({ remaining_today: 2 })).soldOut).toBe(false)
  })

  it('shows no value for an offer without amount, and no minimum for a missing threshold', () => {
    const view = offerView(offer({ amount: undefined, threshold: undefined }))
    expect(view.amount).toBe('')
    expect(view.threshold).toEqual({ key: 'redbag.noThreshold' })
  })

  it('keeps the offers a card can draw', () => {
    expect(offersOf([offer(), { id: 2, title: 'no type' }, null, 'x', offer({ id: 3, coupon_type: 2 })]).map((o) => o.id)).toEqual([1, 3])
    expect(offersOf(null)).toEqual([])
    expect(offersOf({ list: [offer()] })).toEqual([])
  })

  it('tells the gold returned after 没领到, or a neutral note when none came back', () => {
    expect(failToast({ gold_returned: 50, gold_balance: 120 })).toEqual({ key: 'redbag.goldReturned', params: { gold: 50 } })
    expect(failToast({ gold_returned: 0, gold_balance: 120 })).toEqual({ key: 'redbag.failNoted' })
    expect(failToast(null)).toEqual({ key: 'redbag.failNoted' })
  })

  it('logs a step with the receipt and the coupon type', () => {
    expect(redbagLog('open', { discount_redeem_id: 7, coupon_type: 2 })).toEqual({ action: 'open', discount_redeem_id: 7, coupon_type: 2 })
  })
})

describe('红包卡券 card view', () => {
  it('reads an unused platform coupon: chip, amount, minimum, validity, 去使用', () => {
    expect(cardView(card())).toEqual({
      chip: { key: 'redBag.type.coupon' },
      amount: '10.00',
      threshold: { key: 'redBag.threshold', params: { amount: '30' } },
      validity: { key: 'redBag.validity', params: { start: '2026.05.01', end: '2026.05.31' } },
      stamp: null,
      canUse: true,
    })
  })

  it('offers 去使用 only on unused coupons with a link', () => {
    expect(cardView(card({ discount_url: null })).canUse).toBe(false)
    expect(cardView(card({ type: 'red_packet', discount_url: 'https://mt.example/c/2' })).canUse).toBe(false)
    expect(cardView(card({ status: 1 })).canUse).toBe(false)
  })

  it('stamps used and expired cards', () => {
    expect(cardView(card({ status: 1 })).stamp).toEqual({ key: 'redBag.stamp.used' })
    expect(cardView(card({ status: 2 })).stamp).toEqual({ key: 'redBag.stamp.expired' })
  })

  it('reads a red packet without minimum', () => {
    const view = cardView(card({ type: 'red_packet', amount: '5.00', threshold: '0.00' }))
    expect(view.chip).toEqual({ key: 'redBag.type.red_packet' })
    expect(view.amount).toBe('5.00')
    expect(view.threshold).toEqual({ key: 'redBag.noThreshold' })
  })

  it('shortens dates to YYYY.MM.DD and shows other text as given', () => {
    expect(shortDate('2026-05-01 12:00:00')).toBe('2026.05.01')
    expect(shortDate('2026-12-31')).toBe('2026.12.31')
    expect(shortDate('长期有效')).toBe('长期有效')
    expect(shortDate(null)).toBe('')
  })

  it('keeps the cards the list can draw', () => {
    expect(isCardRow(card())).toBe(true)
    expect(isCardRow({ ...card(), status: 3 })).toBe(false)
    expect(isCardRow({ id: '1', title: 'x', status: 0 })).toBe(false)
    expect(isCardRow(null)).toBe(false)
  })
})
