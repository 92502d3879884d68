import { parseShanghai } from '@/hooks/useServerNow'
import { type Locale, type PageMessages, translate } from '@/i18n'
import { LOCALES } from '@/constants'
import shopCardMessages from '@/components/ShopCard/messages'
import shopDetailMessages from '@/components/ShopDetail/messages'
import { dealMessages } from '@/pages/kingeat/dealMessages'
import { comingRelease, dealState } from '@/utils/freeMealDeal'

// The coming release a deal shows before a window opens, instead of the slots released so far
// (0 before the morning window, which read as sold out next to 即将开抢).

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
