import type { GoldRecord, SignInConfig, SignInDay } from '@api-types/signIn'
import { goldRecordView, isGoldRow } from '@/features/gold/goldRecordView'
import { canShowNext, monthTitleParams, monthWeeks, ruleParams, shiftMonth } from '@/features/gold/signinView'
import { memberBonus, memberBonusText, stripDays } from '@/utils/signInStrip'
import { translate } from '@/i18n'

// The pure rules of 每日签到 and 金币明细: today's place in the 7-day strip, the month grid with its
// marks, month navigation, the rules' numbers, and how a gold ledger row reads.

const REWARDS = [10, 10, 15, 15, 20, 20, 50]

const config = (extra: Partial<SignInConfig> = {}): SignInConfig => ({
  rewards: REWARDS, my_rewards: REWARDS, member_multiplier: 2, make_up_cost: 30, make_up_limit: 3, make_up_used: 0,
  signed_today: false, streak: 0, gold: 0, today: '2026-11-18', ...extra,
})

/** [done days, today's day] of the strip. */
const strip = (extra: Partial<SignInConfig>) => {
  const days = stripDays(config(extra))
  return [days.filter((d) => d.done).map((d) => d.day), days.filter((d) => d.today).map((d) => d.day)]
}

describe('the 7-day strip', () => {
  it('lists 第1天..第7天 with the rewards of the config', () => {
    expect(stripDays(config()).map((d) => [d.day, d.gold])).toEqual(REWARDS.map((gold, i) => [i + 1, gold]))
  })

  it("shows what a sign-in pays this user (my_rewards: a member's doubled), not the plain rewards", () => {
    // a member's strip once read +10 where the sign-in paid 20
    expect(stripDays(config({ my_rewards: REWARDS.map((g) => g * 2) })).map((d) => d.gold)).toEqual([20, 20, 30, 30, 40, 40, 100])
    // an older server without my_rewards: the rewards
    expect(stripDays({ rewards: REWARDS, streak: 0, signed_today: false }).map((d) => d.gold)).toEqual(REWARDS)
    expect(stripDays(null)).toEqual([])
  })

  it('puts a first sign-in on day 1 with nothing done', () => {
    expect(strip({ streak: 0 })).toEqual([[], [1]])
  })

  it('puts today after yesterday’s streak while not signed today', () => {
    expect(strip({ streak: 3 })).toEqual([[1, 2, 3], [4]])
  })

  it('marks today done once signed: the streak is today’s place', () => {
    expect(strip({ streak: 4, signed_today: true })).toEqual([[1, 2, 3, 4], [4]])
    expect(strip({ streak: 7, signed_today: true })).toEqual([[1, 2, 3, 4, 5, 6, 7], [7]])
  })

  it('starts a new cycle after a full week: yesterday was day 7', () => {
    expect(strip({ streak: 7 })).toEqual([[], [1]])
  })

  it('follows an operator’s cycle of another length and survives odd values', () => {
    expect(stripDays(config({ rewards: [5, 5, 30], my_rewards: [5, 5, 30], streak: 3 })).map((d) => d.today)).toEqual([true, false, false])
    expect(strip({ streak: 99, signed_today: true })).toEqual([[1, 2, 3, 4, 5, 6, 7], [7]])
    expect(strip({ streak: -2 })).toEqual([[], [1]])
    expect(stripDays(config({ rewards: [], my_rewards: [] }))).toEqual([])
  })
})

const day = (date: string, extra: Partial<SignInDay> = {}): SignInDay => ({ date, signed: false, made_up: false, gold: 0, can_make_up: false, ...extra })

/** Every day of November 2026 as the server answers it. */
function november(marks: Record<number, Partial<SignInDay>>): SignInDay[] {
  return Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, marks[i + 1]))
}

describe('the month calendar', () => {
  it('lays a month out in weeks from Sunday with blanks before the 1st and after the last day', () => {
    // 2026-11-01 is a Sunday; 2026-12-01 a Tuesday
    const nov = monthWeeks('2026-11', november({}), '2026-11-18')
    expect(nov).toHaveLength(5)
    expect(nov[0].map((c) => c?.day ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(nov[4].map((c) => c?.day ?? null)).toEqual([29, 30, null, null, null, null, null])

    const dec = monthWeeks('2026-12', [], '2026-11-18')
    expect(dec[0].map((c) => c?.day ?? null)).toEqual([null, null, 1, 2, 3, 4, 5])
    expect(dec.flat().filter(Boolean)).toHaveLength(31)
    expect(dec.every((week) => week.length === 7)).toBe(true)

    // February of a leap year, starting on a Thursday
    const feb = monthWeeks('2028-02', [], '2026-11-18')
    expect(feb.flat().filter(Boolean)).toHaveLength(29)
    expect(feb[0].findIndex(Boolean)).toBe(2)
  })

  it('marks each day: signed with its gold, made up, can be made up, missed, today, future', () => {
    const cells = monthWeeks(
      '2026-11',
      november({
        2: { signed: true, gold: 10 },
        3: { signed: true, made_up: true, gold: 10 },
        5: { can_make_up: true },
        17: { signed: true, gold: 20 },
      }),
      '2026-11-18',
    ).flat()
    const at = (n: number) => cells.find((c) => c?.day === n)!
    expect(at(2)).toEqual({ date: '2026-11-02', day: 2, mark: 'signed', gold: 10, isToday: false })
    expect(at(3)).toMatchObject({ mark: 'made_up', gold: 10 })
    expect(at(5)).toMatchObject({ mark: 'can_make_up', gold: 0 })
    expect(at(4).mark).toBe('missed')
    expect(at(17)).toMatchObject({ mark: 'signed', gold: 20 })
    expect(at(18)).toMatchObject({ mark: 'today', isToday: true })
    expect(at(19).mark).toBe('future')
    expect(at(30).mark).toBe('future')
  })

  it('shows today as signed once it is, still ringed as today', () => {
    const cells = monthWeeks('2026-11', november({ 18: { signed: true, gold: 15 } }), '2026-11-18').flat()
    expect(cells.find((c) => c?.day === 18)).toMatchObject({ mark: 'signed', gold: 15, isToday: true })
  })

  it('draws nothing for a month it cannot read', () => {
    expect(monthWeeks('2026-13', [], '2026-11-18')).toEqual([])
    expect(monthWeeks('', [], '2026-11-18')).toEqual([])
  })

  it('moves between months, never past the current one', () => {
    expect(shiftMonth('2026-11', -1)).toBe('2026-10')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(canShowNext('2026-10', '2026-11-18')).toBe(true)
    expect(canShowNext('2025-12', '2026-01-01')).toBe(true)
    expect(canShowNext('2026-11', '2026-11-18')).toBe(false)
    expect(monthTitleParams('2026-03')).toEqual({ year: '2026', month: '3' })
  })
})

describe('the rules and the member note', () => {
  it('writes the rules with the config’s numbers', () => {
    expect(ruleParams(config(), '、')).toEqual({ days: 7, rewards: '10、10、15、15、20、20、50', multiplier: 2, cost: 30, limit: 3 })
    expect(ruleParams(config({ rewards: [5, 8], make_up_cost: 50, make_up_limit: 1, member_multiplier: 3 }), ', '))
      .toEqual({ days: 2, rewards: '5, 8', multiplier: 3, cost: 50, limit: 1 })
  })

  it('says 翻倍 for twice, a multiple for more, nothing when members earn the same', () => {
    expect(memberBonus(2)).toBe('double')
    expect(memberBonus(3)).toBe('times')
    expect(memberBonus(1)).toBeNull()
    expect(memberBonus(undefined)).toBeNull()
    const zh = (key: string, params?: Record<string, string | number>) => translate('zh-Hans', key as never, params)
    expect(memberBonusText(2, zh)).toBe('会员签到金币翻倍')
    expect(memberBonusText(3, zh)).toBe('会员签到金币3倍')
    expect(memberBonusText(1, zh)).toBeNull()
  })
})

const record = (extra: Partial<GoldRecord> = {}): GoldRecord => ({
  id: 1, kind: 'sign_in', title: '签到', gold: 10, balance_after: 130, create_time: '2026-11-18 08:05:09', ...extra,
})

describe('a gold record', () => {
  it('reads gold earned with a plus and gold spent with a minus, the time to the minute and the balance after', () => {
    expect(goldRecordView(record())).toEqual({ title: '签到', time: '2026-11-18 08:05', amount: '+10', direction: 'in', balance: 130 })
    expect(goldRecordView(record({ kind: 'make_up_cost', title: '补签消耗', gold: -30, balance_after: 100 })))
      .toMatchObject({ amount: '-30', direction: 'out', balance: 100 })
  })

  it('keeps a time it cannot read as the server gave it', () => {
    expect(goldRecordView(record({ create_time: '昨天' })).time).toBe('昨天')
  })

  it('takes rows with an id, a title and a gold amount', () => {
    expect(isGoldRow(record())).toBe(true)
    expect(isGoldRow({ ...record(), id: '1' })).toBe(false)
    expect(isGoldRow({ ...record(), title: undefined })).toBe(false)
    expect(isGoldRow({ ...record(), gold: 'x' })).toBe(false)
    expect(isGoldRow(null)).toBe(false)
  })
})
