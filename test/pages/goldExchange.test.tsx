import './helpers'
import { Current } from '@tarojs/runtime'
import type { GoldRedeemRedeemResult } from '@api-types/goldRedeem'
import IndexGoldPage from '@/pages_gold/index_gold'
import { pickPayType, rechargeResult, redeemState } from '@/features/goldExchange/goldExchangeView'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { GOLD, ITEMS, PACKS, account, item, packOrder, paged, shanghaiIn } from './goldFixtures'
import { showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 金币兑换 (pages_gold/index_gold): the balance, the items by type and their buttons, redeeming with
// a confirm dialog, buying gold packs (the wallet at once, a provider's page) and the result when the
// payer comes back with ?order_no=.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

async function mount(params: Record<string, string> = {}) {
  Current.router = { path: '/pages_gold/index_gold', params } as any
  await testUtils.mount(IndexGoldPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))
const text = (selector: string) => ($(selector)?.textContent ?? '').trim()
const card = (id: number) => $(`.gold-item[data-id="${id}"]`)
const button = (id: number) => card(id)!.querySelector('.gold-item__btn')!
const tab = (label: string) => $$('.order-tabs__tab').find((el) => el.textContent?.includes(label))
const dialogButton = (kind: 'ok' | 'cancel') => $(`.gold-confirm .nut-dialog-footer-${kind}`)
/** The confirm dialog's question, while it asks (its frame stays in the page after it closes). */
const asking = () => $('.gold-confirm__ask')

/** The calls of an ordinary logged-in visit; `extra` replaces or adds answers. */
function visit(extra: Record<string, unknown> = {}) {
  saveProfile({ token: 't' })
  return fakeApi({
    [GOLD.USER]: account(),
    [GOLD.LISTS]: (body: Record<string, unknown>) => ITEMS[Number(body.type)] ?? [],
    [GOLD.PACKS]: PACKS,
    ...(extra as Record<string, never>),
  })
}

describe('gold exchange view', () => {
  it('says why an item cannot be redeemed, in the server\'s order', () => {
    const base = { stock: 5, limit_per_user: 2, redeemed: 0, gold_price: 500 }
    expect(redeemState(base, 800)).toBe('redeem')
    expect(redeemState(base, null)).toBe('redeem')
    expect(redeemState(base, 499)).toBe('short')
    expect(redeemState({ ...base, stock: 0 }, 800)).toBe('soldOut')
    expect(redeemState({ ...base, redeemed: 2 }, 800)).toBe('limit')
    expect(redeemState({ ...base, redeemed: 2, stock: 0 }, 0)).toBe('limit')
  })

  it('pays with the wallet when it covers the pack, else the pick or WeChat Pay', () => {
    expect(pickPayType(null, '20.00', '6.00')).toBe(3)
    expect(pickPayType(null, '2.00', '6.00')).toBe(1)
    expect(pickPayType(3, '2.00', '6.00')).toBe(1)
    expect(pickPayType(2, '20.00', '6.00')).toBe(2)
  })

  it('reads a payment\'s result from its order', () => {
    expect(rechargeResult(null, Date.now())).toBe('missing')
    expect(rechargeResult(packOrder(1), Date.now())).toBe('paid')
    expect(rechargeResult(packOrder(1, { status: 'pending', expire_time: shanghaiIn(10) }), Date.now())).toBe('pending')
    expect(rechargeResult(packOrder(1, { status: 'pending', expire_time: shanghaiIn(-1) }), Date.now())).toBe('closed')
    expect(rechargeResult(packOrder(1, { status: 'expired' }), Date.now())).toBe('closed')
  })
})

describe('金币兑换', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [GOLD.LISTS]: ITEMS[1] })
    await mount()
    expect(pageText()).toContain('登录后兑换好礼')
    expect(api.calls(GOLD.LISTS)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows the balance and the membership items; the links lead to 金币明细 and 兑换记录', async () => {
    visit()
    await mount()
    expect(text('.gold-top__value')).toBe('1200')
    expect($$('.order-tabs__tab').map((el) => el.textContent)).toEqual(['会员天数', '优惠券', '现金红包'])
    expect(tab('会员天数')!.getAttribute('aria-selected')).toBe('true')
    expect($$('.gold-item__title').map((el) => el.textContent)).toEqual(['3天会员', '7天会员'])
    expect(card(1)!.querySelector('.gold-item__grant')!.textContent).toBe('+3天会员')
    expect(card(1)!.querySelector('.gold-item__art')!.textContent).toBe('3天')
    expect(card(2)!.querySelector('.gold-item__stock')!.textContent).toBe('剩余500')
    expect(card(2)!.querySelector('.gold-item__limit')!.textContent).toBe('每人限兑2次')
    expect(card(2)!.querySelector('.gold-item__gold')!.textContent).toBe('1500')
    // 800 of 1200 gold: yes; 1500: not enough
    expect(button(1).textContent).toBe('兑换')
    expect(button(2).textContent).toBe('金币不足')
    expect(button(2).className).toContain('nut-button-disabled')

    await tap($('.gold-top__details'))
    await tap($('.gold-top__records'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/member/golddetails', '/pages_gold/order'])
  })

  it('shows each button state: 兑换, 已兑完, 已达上限, 金币不足; only 兑换 asks', async () => {
    const api = visit({
      [GOLD.LISTS]: [
        item(11, { title: '可兑' }),
        item(12, { title: '无库存', stock: 0 }),
        item(13, { title: '已兑满', redeemed: 3, limit_per_user: 3 }),
        item(14, { title: '太贵', gold_price: 5000 }),
      ],
    })
    await mount({ type: '3' })
    expect(api.calls(GOLD.LISTS)).toEqual([expect.objectContaining({ type: 3 })])
    expect([11, 12, 13, 14].map((id) => button(id).textContent)).toEqual(['兑换', '已兑完', '已达上限', '金币不足'])
    expect([11, 12, 13, 14].map((id) => card(id)!.getAttribute('data-state'))).toEqual(['redeem', 'soldOut', 'limit', 'short'])
    expect(card(13)!.querySelector('.gold-item__limit')!.textContent).toBe('每人限兑3次 · 已兑3次')
    for (const id of [12, 13, 14]) {
      await tap(button(id))
      expect(asking()).toBeNull()
    }
    await tap(button(11))
    expect(text('.gold-confirm .gold-confirm__ask')).toBe('确定使用1000金币兑换「可兑」吗？')
    expect(api.calls(GOLD.REDEEM)).toHaveLength(0)
  })

  it('redeems after the confirm: the balance drops, the item counts it, the toast says where it went', async () => {
    let answer: (r: GoldRedeemRedeemResult) => void = () => undefined
    // the account as the server has it: read again once the redemption is done
    let redeemed = false
    const api = visit({ [GOLD.USER]: () => (redeemed ? account({ gold: 200, amount: '21.00' }) : account()) })
    const others = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: any) => {
      if (!String(opts.url).endsWith(GOLD.REDEEM)) return others(opts)
      return new Promise((resolve) => {
        answer = (result) => {
          redeemed = true
          resolve({ statusCode: 200, header: {}, data: { status: 1, msg: '兑换成功', result } })
        }
      })
    }) as any)
    await mount({ type: '3' })
    expect(button(5).textContent).toBe('兑换')

    // 再想想: nothing is sent
    await tap(button(5))
    expect(text('.gold-confirm__ask')).toBe('确定使用1000金币兑换「1元现金」吗？')
    expect(text('.gold-confirm__after')).toBe('兑换后剩余200金币')
    await tap(dialogButton('cancel'))
    expect(asking()).toBeNull()
    expect(api.calls(GOLD.REDEEM)).toHaveLength(0)

    await tap(button(5))
    await tap(dialogButton('ok'))
    // a second tap while it runs sends nothing more
    await tap(dialogButton('ok'))
    expect(api.calls(GOLD.REDEEM)).toEqual([expect.objectContaining({ id: 5 })])
    await testUtils.act(async () => {
      answer({ type: 3, gold_spent: 1000, gold_balance: 200, amount: '1.00', balance: '21.00' })
      await flush(10)
    })
    expect(toastTitles(app.spies.showToast)).toEqual(['兑换成功，¥1.00已存入钱包'])
    expect(text('.gold-top__value')).toBe('200')
    expect(card(5)!.querySelector('.gold-item__stock')!.textContent).toBe('剩余999')
    expect(card(5)!.querySelector('.gold-item__limit')!.textContent).toBe('每人限兑3次 · 已兑1次')
    // 200 gold left: the same item is now out of reach
    expect(button(5).textContent).toBe('金币不足')
    expect(asking()).toBeNull()
    expect(appStore.get(userInfoAtom)).toMatchObject({ gold: 200, amount: '21.00' })
  })

  it('membership days extend the membership shown everywhere', async () => {
    let redeemed = false
    const api = visit({
      [GOLD.REDEEM]: () => {
        redeemed = true
        return { type: 1, gold_spent: 800, gold_balance: 400, expire_time: '2026-04-02 10:00:00' }
      },
      // the account as the server has it, read again after the redemption
      [GOLD.USER]: () => (redeemed ? account({ gold: 400, is_vip: true, vip_expire_at: '2026-04-02 10:00:00' }) : account()),
    })
    await mount()
    await tap(button(1))
    await tap(dialogButton('ok'))
    expect(api.calls(GOLD.REDEEM)).toEqual([expect.objectContaining({ id: 1 })])
    expect(toastTitles(app.spies.showToast)).toEqual(['兑换成功，会员有效期至2026-04-02'])
    expect(appStore.get(userInfoAtom)).toMatchObject({ gold: 400, is_vip: true, vip_expire_at: '2026-04-02 10:00:00' })
  })

  it('a refusal is the server\'s toast; the items and the balance are read again', async () => {
    const api = visit()
    serverSays(api, GOLD.REDEEM, { status: 0, msg: '已兑完' })
    await mount({ type: '3' })
    const reads = [api.calls(GOLD.LISTS).length, api.calls(GOLD.USER).length]
    await tap(button(5))
    await tap(dialogButton('ok'))
    expect(toastTitles(app.spies.showToast)).toEqual(['已兑完'])
    expect(api.calls(GOLD.LISTS).length).toBe(reads[0] + 1)
    expect(api.calls(GOLD.USER).length).toBe(reads[1] + 1)
    expect(text('.gold-top__value')).toBe('1200')
    expect(asking()).toBeNull()
  })

  it('switches tabs: coupons read 满20减5 · 3天有效 and a price', async () => {
    const api = visit()
    await mount()
    await tap(tab('优惠券'))
    expect(tab('优惠券')!.getAttribute('aria-selected')).toBe('true')
    expect(api.calls(GOLD.LISTS).map((b) => b.type)).toEqual([1, 2])
    expect(card(3)!.querySelector('.gold-item__grant')!.textContent).toBe('满20减5 · 3天有效')
    expect(card(3)!.querySelector('.gold-item__art')!.textContent).toBe('¥5.00')
    expect(button(3).textContent).toBe('兑换')
  })

  it('has a skeleton, an empty tab, an error with retry and a no-network view', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($$('.gold-item--skeleton')).toHaveLength(3)
    expect($('.gold-top__value-skeleton')).not.toBeNull()
    testUtils.unmout()

    visit({ [GOLD.LISTS]: [] })
    await mount()
    expect(pageText()).toContain('暂无可兑换的商品')
    testUtils.unmout()

    serverSays(visit(), GOLD.LISTS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect(text('.load-error')).toContain('兑换商品加载失败')
    expect(text('.load-error')).toContain('服务繁忙')
    visit()
    await tap($('.load-error__retry'))
    expect($$('.gold-item__title').map((el) => el.textContent)).toEqual(['3天会员', '7天会员'])
    testUtils.unmout()

    let online = false
    visit({ [GOLD.LISTS]: unlessOnline(() => online, () => ITEMS[1]), [GOLD.USER]: unlessOnline(() => online, () => account()) })
    appStore.set(userInfoAtom, null)
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    expect(text('.gold-top__value')).toBe('点击重试')
    online = true
    await tap($('.no-network'))
    expect($$('.gold-item')).toHaveLength(2)
    await tap($('.gold-top__value'))
    expect(text('.gold-top__value')).toBe('1200')
  })

  describe('充值金币', () => {
    const realLocation = window.location
    let location: { href: string }
    beforeEach(() => {
      location = { href: 'http://localhost/#/pages_gold/index_gold' }
      delete (window as any).location
      ;(window as any).location = location
    })
    afterEach(() => {
      ;(window as any).location = realLocation
    })

    it('shows the packs and the ways to pay; the wallet pays at once and the gold arrives', async () => {
      let gold = 1200
      const api = visit({
        [GOLD.USER]: () => account({ gold }),
        [GOLD.RECHARGE]: () => {
          gold = 1860
          return { order_no: 'GD2026031000000002', amount: '6.00', pay_type: 3, expire_time: shanghaiIn(15), paid: true, pay_url: null }
        },
        [GOLD.ORDERS]: paged([packOrder(2, { order_no: 'GD2026031000000002' })]),
      })
      await mount()
      await tap($('.gold-top__recharge'))
      expect($$('.gold-pack__gold').map((el) => el.textContent)).toEqual(['100金币', '600金币', '3000金币'])
      expect($$('.gold-pack__bonus').map((el) => el.textContent)).toEqual(['赠60', '赠600'])
      expect($('.gold-pack[data-pack-id="1"]')!.getAttribute('aria-checked')).toBe('true')
      expect(text('.gold-pay__item--3 .gold-pay__note')).toBe('余额 ¥20.00')
      expect($('.gold-pay__item--3')!.getAttribute('aria-checked')).toBe('true')

      // 3000 gold costs more than the balance: the wallet is greyed out, WeChat Pay chosen
      await tap($('.gold-pack[data-pack-id="3"]'))
      expect($('.gold-pay__item--3')!.getAttribute('aria-disabled')).toBe('true')
      expect(text('.gold-pay__item--3 .gold-pay__note')).toBe('余额 ¥20.00 · 余额不足')
      expect($('.gold-pay__item--1')!.getAttribute('aria-checked')).toBe('true')
      expect(text('.gold-recharge__submit')).toBe('立即支付 ¥30.00')

      await tap($('.gold-pack[data-pack-id="2"]'))
      expect($('.gold-pay__item--3')!.getAttribute('aria-checked')).toBe('true')
      await tap($('.gold-recharge__submit'))
      expect(api.calls(GOLD.RECHARGE)).toEqual([expect.objectContaining({ pay_type: 3, gold_type: 2 })])
      expect(api.calls(GOLD.ORDERS)).toEqual([expect.objectContaining({ order_no: 'GD2026031000000002' })])
      expect($('.gold-result')!.getAttribute('data-result')).toBe('paid')
      expect(text('.gold-result__title')).toBe('充值成功')
      expect(text('.gold-result__gold')).toBe('+660金币已到账')
      expect(text('.gold-result__balance')).toBe('当前金币 1860')

      await tap($('.gold-result__orders'))
      expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_gold/order?tab=recharge'])
      await tap($('.gold-result__back'))
      expect($('.gold-result')).toBeNull()
      expect(text('.gold-top__value')).toBe('1860')
    })

    it('a provider leaves for its page; back with ?order_no= the page waits, then says 充值成功', async () => {
      let order = packOrder(4, { order_no: 'GD2026031000000004', pay_type: 2, status: 'pending', expire_time: shanghaiIn(15), pay_time: null })
      const payUrl = 'http://localhost:3000/dev/pay/PAY1?return=x'
      const api = visit({
        [GOLD.RECHARGE]: { order_no: order.order_no, amount: '6.00', pay_type: 2, expire_time: order.expire_time, paid: false, pay_url: payUrl },
        [GOLD.ORDERS]: () => paged([order]),
      })
      await mount()
      await tap($('.gold-top__recharge'))
      await tap($('.gold-pack[data-pack-id="2"]'))
      await tap($('.gold-pay__item--2'))
      await tap($('.gold-recharge__submit'))
      expect(api.calls(GOLD.RECHARGE)).toEqual([expect.objectContaining({ pay_type: 2, gold_type: 2 })])
      expect(location.href).toBe(payUrl)
      testUtils.unmout()

      // the app comes back from the provider's page
      await mount({ order_no: order.order_no })
      expect($('.gold-result')!.getAttribute('data-result')).toBe('pending')
      expect(text('.gold-result__title')).toBe('等待支付结果')
      expect(text('.gold-result__hint')).toContain(`请在${order.expire_time.slice(11, 16)}前完成支付`)

      // 继续支付: the same pack again, which the server answers with the same order
      location.href = 'http://localhost/#/pages_gold/index_gold'
      await tap($('.gold-result__repay'))
      expect(api.calls(GOLD.RECHARGE)).toHaveLength(2)
      expect(api.calls(GOLD.RECHARGE)[1]).toEqual(expect.objectContaining({ pay_type: 2, gold_type: 2 }))
      expect(location.href).toBe(payUrl)

      order = { ...order, status: 'paid', pay_time: '2026-03-10 10:31:00' }
      await tap($('.gold-result__refresh'))
      expect(text('.gold-result__title')).toBe('充值成功')
      expect(text('.gold-result__gold')).toBe('+660金币已到账')

      // shown again later: still the order's result, read again
      const reads = api.calls(GOLD.ORDERS).length
      await showAgain(mockShown)
      expect(api.calls(GOLD.ORDERS).length).toBeGreaterThan(reads)
    })

    it('an order closed unpaid offers 重新充值 with its pack; an unknown one says so', async () => {
      const api = visit({ [GOLD.ORDERS]: paged([packOrder(5, { pack_id: 3, status: 'expired', pay_type: 1, pay_time: null })]) })
      await mount({ order_no: 'GD2026031000000005' })
      expect($('.gold-result')!.getAttribute('data-result')).toBe('closed')
      expect(text('.gold-result__title')).toBe('订单已关闭')
      await tap($('.gold-result__again'))
      expect($('.gold-result')).toBeNull()
      expect($('.gold-pack[data-pack-id="3"]')!.getAttribute('aria-checked')).toBe('true')
      expect(api.calls(GOLD.RECHARGE)).toHaveLength(0)
      testUtils.unmout()

      visit({ [GOLD.ORDERS]: paged([]) })
      await mount({ order_no: 'GD2026031000000009' })
      expect($('.gold-result')!.getAttribute('data-result')).toBe('missing')
      expect(text('.gold-result__title')).toBe('未找到该订单')
      await tap($('.gold-result__back'))
      expect($$('.gold-item')).toHaveLength(2)
    })

    it('a refused recharge (钱包余额不足) is toasted once, keeps the sheet and reads the balance again', async () => {
      const api = visit()
      serverSays(api, GOLD.RECHARGE, { status: 0, msg: '钱包余额不足' })
      await mount()
      const reads = api.calls(GOLD.USER).length
      await tap($('.gold-top__recharge'))
      await tap($('.gold-recharge__submit'))
      expect(toastTitles(app.spies.showToast)).toEqual(['钱包余额不足'])
      expect($('.gold-result')).toBeNull()
      expect($('.gold-recharge__submit')).not.toBeNull()
      expect(api.calls(GOLD.USER).length).toBe(reads + 1)
    })
  })
})
