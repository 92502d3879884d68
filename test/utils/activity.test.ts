import {
  activityState, todayStatus, ACTIVITY_ENDED, ACTIVITY_NOT_STARTED, ACTIVITY_RUNNING,
  TODAY_AFTER_PM, TODAY_BEFORE_AM, TODAY_BETWEEN, TODAY_IN_AM, TODAY_IN_PM,
} from '@/utils/activity'

// Activity windows (docs/product.md: States), both forms.
const W = { am_start_time: '10:00:00', am_end_time: '13:30:00', pm_start_time: '16:00:00', pm_end_time: '20:00:00' }
const at = (hms: string) => new Date(`2026-11-22T${hms}`)

describe('five-value form', () => {
  it.each([
    ['09:59:59', TODAY_BEFORE_AM],
    ['10:00:00', TODAY_IN_AM],
    ['13:29:59', TODAY_IN_AM],
    ['13:30:00', TODAY_BETWEEN],
    ['15:59:59', TODAY_BETWEEN],
    ['16:00:00', TODAY_IN_PM],
    ['19:59:59', TODAY_IN_PM],
    ['20:00:00', TODAY_AFTER_PM],
    ['23:59:59', TODAY_AFTER_PM],
  ])('at %s the status is %i', (time, status) => expect(todayStatus(W, at(time))).toBe(status))

  it('treats a window whose start equals its end as absent', () => {
    const pmOnly = { ...W, am_start_time: '00:00:00', am_end_time: '00:00:00' }
    expect(todayStatus(pmOnly, at('11:00:00'))).toBe(TODAY_BEFORE_AM)
    expect(todayStatus(pmOnly, at('17:00:00'))).toBe(TODAY_IN_PM)
    const none = { am_start_time: '10:00:00', am_end_time: '10:00:00', pm_start_time: '', pm_end_time: '' }
    expect(todayStatus(none, at('10:00:00'))).toBe(TODAY_AFTER_PM)
  })
})

describe('three-value form', () => {
  it('running, with the milliseconds until the window ends', () => {
    expect(activityState(W, at('13:29:00'))).toEqual({ status: ACTIVITY_RUNNING, msUntilEnd: 60_000 })
    expect(activityState(W, at('19:00:00'))).toEqual({ status: ACTIVITY_RUNNING, msUntilEnd: 3_600_000 })
  })

  it('not started, with the milliseconds until the next window starts', () => {
    expect(activityState(W, at('09:00:00'))).toEqual({ status: ACTIVITY_NOT_STARTED, msUntilStart: 3_600_000 })
    expect(activityState(W, at('15:00:00'))).toEqual({ status: ACTIVITY_NOT_STARTED, msUntilStart: 3_600_000 })
  })

  it("today's activity ended after the last window", () => {
    expect(activityState(W, at('20:00:00'))).toEqual({ status: ACTIVITY_ENDED })
  })

  it('skips an absent window (start equals end)', () => {
    const amOnly = { ...W, pm_start_time: '16:00:00', pm_end_time: '16:00:00' }
    expect(activityState(amOnly, at('15:00:00'))).toEqual({ status: ACTIVITY_ENDED })
    expect(activityState(amOnly, at('09:00:00')).status).toBe(ACTIVITY_NOT_STARTED)
  })
})
