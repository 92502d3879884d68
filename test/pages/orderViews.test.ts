import { clockOffset, parseShanghai, shanghaiWallClock } from '@/hooks/useServerNow'
import { appendPage, hasMorePages } from '@/data/usePagedQuery'
import { formatDistance } from '@/utils/distance'
import { dealState, platformKey } from '@/features/freeMeal'
import { formatCountdown, shortTime } from '@/utils/time'
import { filterCount } from '@/features/freeMeal/orderStatus'
import { orderView, proofError, proofImages } from '@/features/freeMeal/orderView'

// The pure rules behind the free-meal screens: the server clock, the deal's activity phase, how an
// order reads in each state, and the checks on a proof before it is sent.

const at = (text: string) => parseShanghai(text)
const WINDOWS = { am_start_time: '10:00:00', am_end_time: '14:00:00', pm_start_time: '17:00:00', pm_end_time: '20:00:00' }

describe('server clock', () => {
  it('reads Shanghai wall-clock strings as UTC+8', () => {
    expect(at('2026-05-01 08:00:00')).toBe(Date.UTC(2026, 4, 1, 0, 0, 0))
    expect(Number.isNaN(at('soon'))).toBe(true)
  })

  it('measures how far the device clock is from the server', () => {
    expect(clockOffset('2026-05-01 08:00:10', Date.UTC(2026, 4, 1, 0, 0, 0))).toBe(10_000)
    expect(clockOffset(undefined, 123)).toBe(0)
  })

  it('shows Shanghai hours whatever the device time zone', () => {
    const d = shanghaiWallClock(at('2026-05-01 13:45:00'))
    expect([d.getHours(), d.getMinutes()]).toEqual([13, 45])
  })
})

describe('deal state', () => {
  it('runs with a countdown to the window end inside a window', () => {
    expect(dealState(WINDOWS, 3, at('2026-05-01 13:58:30'))).toEqual({ phase: 'running', countdown: '01:30', soldOut: false, canGrab: true })
    expect(dealState(WINDOWS, 0, at('2026-05-01 13:58:30'))).toMatchObject({ phase: 'running', soldOut: true, canGrab: false })
  })

  it('says when the next window opens, and that the day is over after the last', () => {
    expect(dealState(WINDOWS, 0, at('2026-05-01 08:00:00'))).toMatchObject({ phase: 'upcoming', startsAt: '10:00', canGrab: false })
    expect(dealState(WINDOWS, 5, at('2026-05-01 15:00:00'))).toMatchObject({ phase: 'upcoming', startsAt: '17:00', canGrab: false })
    expect(dealState(WINDOWS, 5, at('2026-05-01 20:00:00'))).toEqual({ phase: 'ended', soldOut: false, canGrab: false })
  })

  it('treats a window whose start equals its end as absent, and no windows as unknown', () => {
    const pmOnly = { ...WINDOWS, am_start_time: '00:00:00', am_end_time: '00:00:00' }
    expect(dealState(pmOnly, 1, at('2026-05-01 11:00:00'))).toMatchObject({ phase: 'upcoming', startsAt: '17:00' })
    expect(dealState({}, 1, at('2026-05-01 11:00:00'))).toBeNull()
  })

  it('formats countdowns, distances and platforms', () => {
    expect(formatCountdown(65_000)).toBe('01:05')
    expect(formatCountdown(3_725_000)).toBe('1:02:05')
    expect(formatCountdown(-5)).toBe('00:00')
    expect(formatDistance(820)).toBe('820m')
    expect(formatDistance(1250)).toBe('1.3km')
    expect(formatDistance(null)).toBe('')
    expect(platformKey('ele')).toBe('deal.platform.ele')
    expect(platformKey(null)).toBeNull()
  })
})

describe('order view', () => {
  const now = at('2026-05-01 12:00:00')

  it('a reservation counts down to its expiry and offers upload and cancel', () => {
    expect(orderView({ status: 'reserved', expires_at: '2026-05-01 12:20:00' }, now)).toEqual({
      chip: 'order.status.reserved', tone: 'orange', actions: ['upload', 'cancel'], countdownTo: at('2026-05-01 12:20:00'), timedOut: false,
    })
  })

  it('a reservation past its expiry reads timed out and offers another grab', () => {
    expect(orderView({ status: 'reserved', expires_at: '2026-05-01 12:00:00' }, now)).toMatchObject({
      chip: 'order.status.timeout', tone: 'grey', actions: ['regrab'], countdownTo: null, timedOut: true,
    })
  })

  it('gives every other state its chip, colour and action', () => {
    const read = (status: 'uploaded' | 'approved' | 'rejected' | 'expired' | 'cancelled') => {
      const v = orderView({ status, expires_at: '2026-05-01 11:00:00' }, now)
      return [v.chip, v.tone, v.actions.join(',')]
    }
    expect(read('uploaded')).toEqual(['order.status.uploaded', 'blue', 'reviewing'])
    expect(read('approved')).toEqual(['order.status.approved', 'green', 'rebated'])
    expect(read('rejected')).toEqual(['order.status.rejected', 'red', 'reason'])
    expect(read('expired')).toEqual(['order.status.expired', 'grey', 'regrab'])
    expect(read('cancelled')).toEqual(['order.status.cancelled', 'grey', 'regrab'])
  })

  it('counts every order on the all filter', () => {
    const counts = { reserved: 1, uploaded: 2, approved: 3, rejected: 0, expired: 4, cancelled: 0 }
    expect(filterCount(counts, 'all')).toBe(10)
    expect(filterCount(counts, 'approved')).toBe(3)
  })

  it('shortens times and pages lists without repeats', () => {
    expect(shortTime('2026-05-01 12:30:05')).toBe('05-01 12:30')
    expect(appendPage([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
    expect(hasMorePages(10, { list: [], total: 25 }, 10, 10)).toBe(true)
    expect(hasMorePages(25, { list: [], total: 25 }, 5, 10)).toBe(false)
  })
})

describe('proof checks', () => {
  const ok = { uid: 1, status: 'success' as const, url: '/uploads/a.png' }

  it('needs a platform order number of 4-40 letters, digits or -', () => {
    expect(proofError({ orderNo: '  ', images: [ok] })).toBe('voucher.orderNoRequired')
    expect(proofError({ orderNo: 'ab1', images: [ok] })).toBe('voucher.orderNoInvalid')
    expect(proofError({ orderNo: '订单12345', images: [ok] })).toBe('voucher.orderNoInvalid')
    expect(proofError({ orderNo: 'x'.repeat(41), images: [ok] })).toBe('voucher.orderNoInvalid')
    expect(proofError({ orderNo: ' MT-2026-0501 ', images: [ok] })).toBeNull()
  })

  it('needs 1-9 uploaded screenshots and waits for uploads in flight', () => {
    expect(proofError({ orderNo: '12345678', images: [] })).toBe('voucher.imagesRequired')
    expect(proofError({ orderNo: '12345678', images: [ok, { uid: 2, status: 'uploading' }] })).toBe('voucher.imagesUploading')
    expect(proofError({ orderNo: '12345678', images: [ok, { uid: 2, status: 'failed' }] })).toBe('voucher.imagesFailed')
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...ok, uid: i, url: `/u/${i}.png` }))
    expect(proofError({ orderNo: '12345678', images: ten })).toBe('voucher.imagesTooMany')
    expect(proofImages([ok, { uid: 3, status: 'success', url: '/uploads/b.png' }])).toEqual(['/uploads/a.png', '/uploads/b.png'])
  })
})
