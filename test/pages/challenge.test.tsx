import './helpers'
import ChallengePage from '@/challenge/challenge'
import ChallengeRulePage from '@/challenge/challengeRule'
import { entryText, newRequestId, progressPercent, rewardText, timeLeft } from '@/features/challenge/challengeView'
import messages from '@/features/challenge/challenges.messages'
import { format } from '@/i18n'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'
import { CH, NOW, challenge } from './challengeFixtures'

// 挑战赛 (challenge/challenge) and 挑战规则 (challenge/challengeRule): the live challenges with their
// terms, joining after a confirm that says the gold taken (once, with a request id), a joined one's
// progress; the rules as the server states them; loading, empty and error states.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))
const text = (selector: string) => ($(selector)?.textContent ?? '').trim()
const dialogButton = (kind: 'ok' | 'cancel') => $(`.ch-confirm .nut-dialog-footer-${kind}`)
const RULES = ['只有在挑战期内审核通过的霸王餐订单计入进度', '到截止时间仍未完成即挑战失败，不发放奖励']
const listOf = (list = [challenge(1), challenge(2, { title: '3天完成2单', goal: 2, duration_days: 3, entry_gold: 0, reward_kind: 'gold', reward_gold: 200, reward_cash: '0.00' })]) =>
  ({ list, rules: RULES, server_time: NOW })
const t = (key: keyof typeof messages.en, params?: Record<string, string | number>) => format(messages['zh-Hans'][key], params)

describe('challenge view', () => {
  it('reads rewards, entries, progress and the time left', () => {
    expect(rewardText(t, challenge(1))).toBe('¥5.00')
    expect(rewardText(t, { reward_kind: 'gold', reward_gold: 200, reward_cash: '0.00' })).toBe('200 金币')
    expect(entryText(t, { entry_gold: 0 })).toBe('免费参与')
    expect(entryText(t, { entry_gold: 100 })).toBe('报名 100 金币')
    expect([progressPercent(2, 5), progressPercent(7, 5), progressPercent(null, 5), progressPercent(1, 0)]).toEqual([40, 100, 0, 0])
    expect(timeLeft(t, 2 * 86_400_000 + 3_725_000, 0)).toBe('2天 01:02:05')
    expect(timeLeft(t, 65_000, 0)).toBe('00:01:05')
    expect(timeLeft(t, 0, 5000)).toBe('00:00:00')
    expect(timeLeft(t, 7 * 86_400_000 - 1, 0)).toBe('7天 00:00:00')
    expect(timeLeft(t, 7 * 86_400_000 - 1001, 0)).toBe('6天 23:59:59')
    expect(newRequestId(1_700_000_000_000, 0.5)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newRequestId(1, 0.1)).not.toBe(newRequestId(1, 0.2))
  })
})

describe('挑战赛', () => {
  const app = freshEachTest(mockShown)

  it('shows each challenge with its goal, window, entry and reward (guests too)', async () => {
    fakeApi({ [CH.LIST]: listOf() })
    await mountAt(ChallengePage, '/challenge/challenge')
    const cards = $$('.ch-card')
    expect(cards).toHaveLength(2)
    expect(cards[0].textContent).toContain('挑战1')
    expect(cards[0].textContent).toContain('完成 5 单霸王餐')
    expect(cards[0].textContent).toContain('参与后 7 天内')
    expect(cards[0].querySelector('.ch-card__reward')!.textContent).toBe('¥5.00')
    expect(cards[0].querySelector('.ch-card__entry')!.textContent).toBe('报名 100 金币')
    expect(cards[1].querySelector('.ch-card__reward')!.textContent).toBe('200 金币')
    expect(cards[1].querySelector('.ch-card__entry')!.textContent).toBe('免费参与')
    expect(cards[0].querySelector('.ch-card__btn')!.getAttribute('aria-label')).toBe('参与挑战1')
  })

  it('a guest tapping 立即参与 goes to log in; nothing is sent', async () => {
    const api = fakeApi({ [CH.LIST]: listOf() })
    await mountAt(ChallengePage, '/challenge/challenge')
    await tap($('.ch-card__btn'))
    expect(openedUrls(app.spies.navigateTo)[0]).toMatch(/login/)
    expect(api.calls(CH.JOIN)).toHaveLength(0)
  })

  it('joins after a confirm that says the gold taken, once, with a request id; then shows the progress', async () => {
    saveProfile({ token: 't' })
    let joined = false
    const api = fakeApi({
      [CH.USER]: { id: 7, gold: 1200, amount: '0.00', nickname: '小饭' },
      [CH.LIST]: () => listOf(joined ? [challenge(1, { joined: true, entry_id: 9, progress: 0, deadline: '2026-05-17 12:00:00' })] : [challenge(1)]),
      [CH.JOIN]: () => {
        joined = true
        return { id: 9 }
      },
    })
    await mountAt(ChallengePage, '/challenge/challenge')
    // 再想想: nothing is sent
    await tap($('.ch-card__btn'))
    expect(text('.ch-confirm__ask')).toBe('参与「挑战1」将扣除 100 金币，挑战失败不退还。')
    expect(text('.ch-confirm__terms')).toBe('7 天内完成 5 单霸王餐即得 ¥5.00。')
    expect(text('.ch-confirm__after')).toBe('参与后剩余 1100 金币')
    await tap(dialogButton('cancel'))
    expect(api.calls(CH.JOIN)).toHaveLength(0)

    await tap($('.ch-card__btn'))
    await tap(dialogButton('ok'))
    const [body] = api.calls(CH.JOIN)
    expect(api.calls(CH.JOIN)).toHaveLength(1)
    expect(body).toEqual(expect.objectContaining({ challenge_id: 1, request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }))
    expect(toastTitles(app.spies.showToast)).toEqual(['参与成功，加油！'])
    expect(text('.ch-card .ch-chip')).toBe('已参与')
    expect(text('.ch-card__progress-text')).toBe('进度 0/5')
    expect(text('.ch-card__left')).toMatch(/^剩余 \d+天 \d{2}:\d{2}:\d{2}$/)
    await tap($('.ch-card__btn'))
    expect(openedUrls(app.spies.navigateTo).pop()).toContain('/challenge/my_challenge')
  })

  it('a refusal is the server\'s toast, and the list is read again', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [CH.LIST]: listOf(), [CH.USER]: { id: 7, gold: 10 } })
    serverSays(api, CH.JOIN, { status: 0, msg: '金币不足' })
    await mountAt(ChallengePage, '/challenge/challenge')
    const reads = api.calls(CH.LIST).length
    await tap($('.ch-card__btn'))
    await tap(dialogButton('ok'))
    expect(toastTitles(app.spies.showToast)).toEqual(['金币不足'])
    expect(api.calls(CH.LIST).length).toBe(reads + 1)
  })

  it('says when there is no challenge to join', async () => {
    fakeApi({ [CH.LIST]: listOf([]) })
    await mountAt(ChallengePage, '/challenge/challenge')
    expect(pageText()).toContain('暂无可参与的挑战')
  })

  it('a failed load offers a retry', async () => {
    const api = fakeApi({})
    serverSays(api, CH.LIST, { status: 0, msg: '服务繁忙' })
    await mountAt(ChallengePage, '/challenge/challenge')
    expect(pageText()).toContain('挑战加载失败')
    expect($('.load-error__retry')).toBeTruthy()
  })
})

describe('挑战规则', () => {
  freshEachTest(mockShown)

  it('shows the server\'s rules and each live challenge\'s terms', async () => {
    fakeApi({ [CH.LIST]: listOf() })
    await mountAt(ChallengeRulePage, '/challenge/challengeRule')
    const items = $$('.ch-rules__item').map((el) => el.textContent)
    expect(items.slice(0, 2)).toEqual(RULES.map((r, i) => `${i + 1}. ${r}`))
    expect(items[2]).toBe('挑战1：参与后 7 天内完成 5 单霸王餐，报名 100 金币，奖励 ¥5.00')
    expect($$('[role="heading"]').map((el) => el.textContent)).toEqual(['挑战规则', '当前挑战'])
  })
})
