import { activity } from './pages/raffleFixtures'
import { STYLE_PAGES, addressProblem, drawBlock, drawUrl, drawsLeft, newRequestId, prizeWorth } from '@/features/raffle/raffleView'
import { gridCellOf, gridPrizes } from '@/features/raffle/luckyConfig'
import { PAGES } from '@/routes'
import { PRIZES } from './pages/raffleFixtures'

// The raffle pages' view logic (features/raffle/raffleView.ts).
describe('raffle view', () => {
  it('opens each style on its own page of pages_raffle', () => {
    expect(Object.values(STYLE_PAGES).map((name) => PAGES[name].path)).toEqual([
      'pages_raffle/kevy-luckydraw', 'pages_raffle/other_one', 'pages_raffle/other_two',
      'pages_raffle/other_three', 'pages_raffle/other_four', 'pages_raffle/other_five',
    ])
    expect(drawUrl({ id: 3, style: 'egg' })).toBe('/pages_raffle/other_three?id=3')
  })

  it('makes request ids the contract accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newRequestId()))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })

  it('counts the draws left by the smaller allowance, and says why a tap cannot draw', () => {
    const a = activity({ daily_limit: 3, total_limit: 10 })
    expect(drawsLeft(a, { gold: 0, draws_today: 1, draws_total: 1 })).toBe(2)
    expect(drawsLeft(a, { gold: 0, draws_today: 0, draws_total: 9 })).toBe(1)
    expect(drawsLeft(a, { gold: 0, draws_today: 5, draws_total: 5 })).toBe(0)
    expect(drawBlock(a)).toBeNull()
    expect(drawBlock({ ...a, mine: null })).toBe('login')
    expect(drawBlock({ ...a, state: 'upcoming' })).toBe('upcoming')
    expect(drawBlock({ ...a, state: 'ended' })).toBe('ended')
    expect(drawBlock({ ...a, mine: { gold: 9, draws_today: 0, draws_total: 0 } })).toBe('gold')
    expect(drawBlock({ ...a, mine: { gold: 100, draws_today: 3, draws_total: 3 } })).toBe('today')
    expect(drawBlock({ ...a, mine: { gold: 100, draws_today: 0, draws_total: 10 } })).toBe('total')
  })

  it('reads what a prize gives: cash and coupons in yuan from fen', () => {
    expect(prizeWorth('cash', 150)).toEqual({ key: 'raffle.worth.cash', value: '1.50' })
    expect(prizeWorth('coupon', 500)).toEqual({ key: 'raffle.worth.coupon', value: '5.00' })
    expect(prizeWorth('gold', 20)).toEqual({ key: 'raffle.worth.gold', value: '20' })
    expect(prizeWorth('goods', 0)).toBeNull()
    expect(prizeWorth('none', 0)).toBeNull()
  })

  it('checks a shipping address', () => {
    const ok = { name: '张三', tel: '13800138000', address: '上海市浦东新区世纪大道1号' }
    expect(addressProblem(ok)).toBeNull()
    expect(addressProblem({ ...ok, name: '  ' })).toBe('raffle.nameRequired')
    expect(addressProblem({ ...ok, name: 'x'.repeat(21) })).toBe('raffle.nameRequired')
    expect(addressProblem({ ...ok, tel: '12345' })).toBe('raffle.telInvalid')
    expect(addressProblem({ ...ok, address: '上海' })).toBe('raffle.addressShort')
    expect(addressProblem({ ...ok, address: 'x'.repeat(121) })).toBe('raffle.addressShort')
  })

  it('fills the nine-grid’s spare cells with the consolation prize, and stops on a prize’s own cell', () => {
    expect(gridPrizes(PRIZES).map((prize) => prize.name)).toEqual(['10金币', '5元红包', '蓝牙耳机', '谢谢参与', '谢谢参与', '谢谢参与', '谢谢参与', '谢谢参与'])
    expect(gridPrizes(PRIZES.slice(0, 3)).map((prize) => prize.id)).toEqual([1, 2, 3, 1, 2, 3, 1, 2])
    expect(gridCellOf(2, 4)).toBe(2)
    expect(gridCellOf(8, 9)).toBe(-1)
  })
})
