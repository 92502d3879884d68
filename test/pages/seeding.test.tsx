import Taro from '@tarojs/taro'
import './helpers'
import type { SeedingActivity } from '@api-types/seedingActivity'
import MediaPromotionPage from '@/challenge/media_promotion'
import messages from '@/features/seeding/seeding.messages'
import { actionOf, hostAllowed, phaseOf, postText, rewardText, submitError } from '@/features/seeding/seedingView'
import { format } from '@/i18n'
import { saveProfile } from '@/store/session'
import { fakeApi, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'

// 种草活动 (challenge/media_promotion): the activity with its reward, window, copy, pictures and
// rules; 复制; 报名 (as the logged-in user); the form's checks before anything is sent; my
// submission's states (审核中, 已通过 with the reward, 未通过 with the reason and 重新提交); the empty
// and failed states.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const SD = { GET: '/api/seedingActivity/getSeeding', APPLY: '/api/seedingActivity/apply', SUBMIT: '/api/seedingActivity/submit', XHS: '/api/marketing/getMarketingXhs', USER: '/api/user/info' }
const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))
const text = (selector: string) => ($(selector)?.textContent ?? '').trim()
const button = (label: string) => $$('.nut-button').find((b) => b.textContent?.trim() === label)
const t = (key: keyof typeof messages.en, params?: Record<string, string | number>) => format(messages['zh-Hans'][key], params)

const activity = (extra: Partial<SeedingActivity> = {}): SeedingActivity => ({
  id: 1, title: '小红书种草领 500 金币', content: '宝藏小程序「饭贝」 #饭贝', images: ['/banners/a.jpg', '/banners/b.jpg'], rule: '1. 先报名', reward_kind: 'gold',
  reward_gold: 500, reward_cash: '0.00', start_time: '2026-05-01 00:00:00', end_time: '2026-06-01 00:00:00', platform: '小红书',
  allowed_hosts: ['xiaohongshu.com', 'xhslink.com'], server_time: '2026-05-10 12:00:00', status: 'none', link: null, submitted_images: [],
  reject_reason: null, review_time: null, ...extra,
})
const POSTS = [{ id: 1, title: '打工人午饭自由', content: '用饭贝抢霸王餐', images: [], tags: ['霸王餐', '省钱'] }]

describe('seeding view', () => {
  it('reads the reward, the phase, the action and the form', () => {
    expect(rewardText(t, activity())).toBe('500 金币')
    expect(rewardText(t, activity({ reward_kind: 'cash', reward_gold: 0, reward_cash: '5.00' }))).toBe('¥5.00')
    const at = (s: string) => new Date(`${s.replace(' ', 'T')}+08:00`).getTime()
    expect([phaseOf(activity(), at('2026-04-30 23:59:59')), phaseOf(activity(), at('2026-05-10 00:00:00')), phaseOf(activity(), at('2026-06-01 00:00:00'))])
      .toEqual(['upcoming', 'live', 'ended'])
    expect([actionOf('none', 'live'), actionOf('applied', 'live'), actionOf('rejected', 'live'), actionOf('submitted', 'live'), actionOf('approved', 'live'), actionOf('none', 'ended')])
      .toEqual(['apply', 'submit', 'submit', null, null, null])
    const hosts = ['xiaohongshu.com', 'xhslink.com']
    expect(['https://www.xiaohongshu.com/explore/1', 'http://xhslink.com/a', 'https://XHSLINK.com.'].map((l) => hostAllowed(l, hosts))).toEqual([true, true, true])
    expect(['https://xiaohongshu.com.evil.cn/', 'https://notxhslink.com/', 'https://evil.cn/?xiaohongshu.com', 'xiaohongshu.com/x', 'https://u@evil.cn/'].map((l) => hostAllowed(l, hosts)))
      .toEqual([false, false, false, false, false])
    const done = { uid: 1, status: 'success' as const, url: '/uploads/seeding-7-a.png' }
    expect(submitError(' ', [done], hosts)).toBe('sd.linkRequired')
    expect(submitError('https://douyin.com/1', [done], hosts)).toBe('sd.linkHost')
    expect(submitError('https://xhslink.com/1', [], hosts)).toBe('sd.imagesRequired')
    expect(submitError('https://xhslink.com/1', [done, { uid: 2, status: 'uploading' }], hosts)).toBe('sd.imagesUploading')
    expect(submitError('https://xhslink.com/1', [done], hosts)).toBeNull()
    expect(postText(POSTS[0])).toBe('打工人午饭自由\n用饭贝抢霸王餐\n#霸王餐 #省钱')
  })
})

describe('种草活动', () => {
  const app = freshEachTest(mockShown)
  beforeEach(() => saveProfile({ token: 't' }))

  it('shows the activity, copies its text, joins as the logged-in user and then offers the form', async () => {
    let status: SeedingActivity['status'] = 'none'
    const api = fakeApi({
      [SD.USER]: { id: 7, gold: 0, nickname: '小饭' }, [SD.GET]: () => activity({ status }), [SD.XHS]: POSTS,
      [SD.APPLY]: () => {
        status = 'applied'
        return { status }
      },
    })
    const copied = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await mountAt(MediaPromotionPage, '/challenge/media_promotion')
    expect(text('.sd-hero__title')).toBe('小红书种草领 500 金币')
    expect(text('.sd-hero__amount')).toBe('500 金币')
    expect(text('.sd-hero__window')).toBe('05-01 00:00 至 06-01 00:00')
    expect(text('.sd-rules__text')).toBe('1. 先报名')
    expect($$('.sd-pics__img')).toHaveLength(2)
    expect($$('.sd-pics__save').map((el) => el.getAttribute('aria-label'))).toEqual(['保存配图 1', '保存配图 2'])
    expect(text('.sd-post__title')).toBe('打工人午饭自由')
    expect($('.sd-form')).toBeNull()

    await tap($('.sd-copy__btn'))
    expect(copied).toHaveBeenCalledWith({ data: '宝藏小程序「饭贝」 #饭贝' })
    await tap($$('.sd-copy__btn')[1])
    expect(copied).toHaveBeenLastCalledWith({ data: '打工人午饭自由\n用饭贝抢霸王餐\n#霸王餐 #省钱' })

    await tap(button('立即报名'))
    expect(api.calls(SD.APPLY)).toEqual([expect.objectContaining({ user_id: 7 })])
    expect(api.calls(SD.GET).every((b) => b.user_id === 7)).toBe(true)
    expect(toastTitles(app.spies.showToast)).toContain('报名成功')
    expect($('.sd-form')).toBeTruthy()
    expect(button('立即报名')).toBeUndefined()
  })

  it('checks the link before anything is sent: the platform named, then the screenshots', async () => {
    const api = fakeApi({ [SD.USER]: { id: 7 }, [SD.GET]: activity({ status: 'applied' }), [SD.XHS]: [] })
    await mountAt(MediaPromotionPage, '/challenge/media_promotion')
    await tap(button('提交审核'))
    expect(toastTitles(app.spies.showToast).pop()).toBe('请粘贴笔记链接')
    expect(api.calls(SD.SUBMIT)).toHaveLength(0)
  })

  it.each([
    ['submitted', {}, ['审核中', '我们会尽快审核，通过后发放奖励。'], null],
    ['approved', { review_time: '2026-05-11 10:00:00' }, ['已通过，已获得 500 金币'], null],
    ['rejected', { reject_reason: '笔记未公开' }, ['未通过', '原因：笔记未公开'], '重新提交'],
  ] as const)('shows my submission %s', async (status, extra, texts, again) => {
    fakeApi({
      [SD.USER]: { id: 7 }, [SD.XHS]: [],
      [SD.GET]: activity({ status, link: 'https://www.xiaohongshu.com/explore/1', submitted_images: ['/uploads/seeding-7-a.png'], ...extra }),
    })
    await mountAt(MediaPromotionPage, '/challenge/media_promotion')
    for (const s of texts) expect(text('.sd-state')).toContain(s)
    expect(text('.sd-state__link')).toBe('https://www.xiaohongshu.com/explore/1')
    expect($$('.sd-thumbs__img')).toHaveLength(1)
    expect(Boolean(button('重新提交'))).toBe(again !== null)
    expect(Boolean($('.sd-form'))).toBe(again !== null)
  })

  it('an ended activity offers nothing to do', async () => {
    fakeApi({ [SD.USER]: { id: 7 }, [SD.XHS]: [], [SD.GET]: activity({ server_time: '2026-06-02 00:00:00' }) })
    await mountAt(MediaPromotionPage, '/challenge/media_promotion')
    expect(text('.sd-hero__window')).toBe('活动已结束')
    expect(button('立即报名')).toBeUndefined()
  })

  it('says when there is no activity', async () => {
    fakeApi({ [SD.USER]: { id: 7 }, [SD.GET]: null, [SD.XHS]: [] })
    await mountAt(MediaPromotionPage, '/challenge/media_promotion')
    expect(pageText()).toContain('暂无种草活动')
  })

  it('a failed load offers a retry', async () => {
    const api = fakeApi({ [SD.USER]: { id: 7 }, [SD.XHS]: [] })
    serverSays(api, SD.GET, { status: 0, msg: '服务繁忙' })
    await mountAt(MediaPromotionPage, '/challenge/media_promotion')
    expect(pageText()).toContain('活动加载失败')
    expect($('.load-error__retry')).toBeTruthy()
  })
})
