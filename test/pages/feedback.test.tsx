import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import type { FeedbackDetail, Feedback } from '@api-types/userFeedback'
import AddfeedbackPage from '@/pagesme/feedback/addfeedback'
import ChooseorderPage from '@/pagesme/feedback/chooseorder'
import FeedbackPage from '@/pagesme/feedback/feedback'
import FeedbackdelPage from '@/pagesme/feedback/feedbackdel'
import { appStore } from '@/store/persisted'
import { saveProfile } from '@/store/session'
import { chosenOrderAtom } from '@/features/feedback/useFeedback'
import { fakeApi, flush, openedUrls, pageText, resetApp, toastTitles } from './helpers'

// 意见反馈 (the form's checks, what it sends with the order chosen on 选择订单), 我的反馈 (state
// tags, the unread dot, the empty state) and 反馈详情 (screenshots, the order, the replies).
const testUtils = new TestUtils()

// The shared uploader picks files through Taro's H5 runtime (test/components/Uploader.test.tsx):
// a stand-in hands back the items a pick would have uploaded (as in voucher.test.tsx).
const mockUploaderProps = jest.fn()
jest.mock('@/components/Uploader', () => {
  const { View } = jest.requireActual('@tarojs/components')
  return {
    __esModule: true,
    default: (props: { purpose: string; maxCount?: number; onChange?: (items: unknown[]) => void }) => {
      mockUploaderProps(props)
      const pick = (status: string) => () => props.onChange?.([{ uid: 1, status, url: status === 'success' ? '/uploads/feedback-7-abc.png' : 'blob:shot.png' }])
      return (
        <View className='uploader fake-uploader'>
          <View className='fake-uploader__uploading' onClick={pick('uploading')} />
          <View className='fake-uploader__done' onClick={pick('success')} />
        </View>
      )
    },
  }
})

const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))

async function mount(Page: () => JSX.Element, path: string, params: Record<string, string> = {}) {
  Current.router = { path, params } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}
async function tap(el: Element | null) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el!)
    await flush(10)
  })
}
async function write(text: string) {
  const area = (await testUtils.queries.waitForQuerySelector('.fb-form__text textarea')) as HTMLTextAreaElement
  await testUtils.act(async () => {
    area.value = text
    testUtils.fireEvent.input(area, { target: { value: text } } as EventInit)
    await flush()
  })
}

const feedback = (id: number, over: Partial<Feedback> = {}): Feedback => ({
  id, type: 'order', order_kind: null, order_id: null, content: `反馈内容${id}`, images: [], contact: null, status: 'waiting',
  unread: false, reply: null, reply_time: null, create_time: '2026-05-01 12:00:00', ...over,
})
const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, limit: 20 })

describe('意见反馈', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('checks the type, the length and the uploads before sending anything', async () => {
    const api = fakeApi({ '/api/userFeedback/submitFeedback': { id: 1 } })
    await mount(AddfeedbackPage, '/pagesme/feedback/addfeedback')
    expect(mockUploaderProps.mock.calls.at(-1)![0]).toMatchObject({ purpose: 'feedback', maxCount: 9 })
    expect($$('.fb-chip').map((c) => c.textContent)).toEqual(['功能建议', '订单问题', '返利问题', '账号问题', '其他'])

    await tap($('.fb-form__submit'))
    await tap($('.fb-chip[data-type="rebate"]'))
    expect($('.fb-chip[data-type="rebate"]')!.getAttribute('aria-checked')).toBe('true')
    await write('  太短了  ')
    expect($('.fb-form__counter')!.textContent).toBe('3/500')
    await tap($('.fb-form__submit'))
    await write('返利一直没有到账')
    await tap($('.fake-uploader__uploading'))
    await tap($('.fb-form__submit'))
    expect(toastTitles(spies.showToast)).toEqual(['请选择反馈类型', '问题描述至少 5 个字', '图片正在上传，请稍候'])
    expect(api.calls('/api/userFeedback/submitFeedback')).toHaveLength(0)
  })

  it('选择订单 lists the free meals and the bills; a tap hands the order back to the form', async () => {
    fakeApi({
      '/api/order/lists': paged([{ id: 31, order_no: 'FM2026050100000031', shop: { name: '老凯俚酸汤鱼' }, rebate: '8.00', create_time: '2026-05-01 11:00:00' }]),
      '/api/business_order/lists': paged([{ id: 8, order_no: 'BO2026050100000008', voucher: { title: '50元代金券' }, amount: '45.00', create_time: '2026-04-30 10:00:00' }]),
    })
    await mount(AddfeedbackPage, '/pagesme/feedback/addfeedback')
    await tap($('.fb-row[role="button"]'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pagesme/feedback/chooseorder'])
    await mount(ChooseorderPage, '/pagesme/feedback/chooseorder')
    expect(pageText()).toContain('老凯俚酸汤鱼')
    await tap($$('.order-tabs__tab')[1])
    expect(pageText()).toContain('50元代金券')
    await tap($('.fb-order[data-order="bill:8"]'))
    expect(appStore.get(chosenOrderAtom)).toEqual({ kind: 'bill', id: 8, title: '50元代金券', order_no: 'BO2026050100000008' })
  })

  it('sends the type, text, uploaded screenshots, the chosen order and the contact, then opens 我的反馈', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'redirectTo:ok' })) as any)
    const api = fakeApi({ '/api/userFeedback/submitFeedback': { id: 9 } })
    await mount(AddfeedbackPage, '/pagesme/feedback/addfeedback')
    await tap($('.fb-chip[data-type="order"]'))
    await write('订单审核了很久还没有结果')
    await tap($('.fake-uploader__done'))
    // back from 选择订单 with its pick
    await testUtils.act(async () => {
      appStore.set(chosenOrderAtom, { kind: 'free_meal', id: 31, title: '老凯俚酸汤鱼', order_no: 'FM2026050100000031' })
      await flush()
    })
    expect($('.fb-form__order')!.textContent).toBe('老凯俚酸汤鱼 · FM2026050100000031')
    await tap($('.fb-form__submit'))
    expect(api.calls('/api/userFeedback/submitFeedback')[0]).toMatchObject({
      type: 'order', content: '订单审核了很久还没有结果', images: ['/uploads/feedback-7-abc.png'], order_id: 31, order_kind: 'free_meal',
    })
    expect(api.calls('/api/userFeedback/submitFeedback')[0]).not.toHaveProperty('contact')
    expect(toastTitles(spies.showToast)).toContain('提交成功，感谢你的反馈')
    expect(openedUrls(redirectTo)).toEqual(['/pagesme/feedback/feedback'])
    expect(appStore.get(chosenOrderAtom)).toBeNull()
  })
})

describe('我的反馈', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists the feedback with its state and a dot on an unread reply; a card opens its detail', async () => {
    fakeApi({
      '/api/userFeedback/lists': paged([
        feedback(3, { status: 'replied', unread: true, reply: '已处理' }),
        feedback(2, { status: 'closed' }),
        feedback(1),
      ]),
    })
    await mount(FeedbackPage, '/pagesme/feedback/feedback')
    expect($$('.fb-tag').map((t) => t.textContent)).toEqual(['已回复', '已关闭', '待回复'])
    expect($$('.fb-item__dot')).toHaveLength(1)
    expect($('.fb-item[data-id="3"] .fb-item__dot')!.getAttribute('aria-label')).toBe('新回复')
    expect($('.fb-item__reply')!.textContent).toBe('回复：已处理')
    await tap($('.fb-item[data-id="3"]'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pagesme/feedback/feedbackdel?id=3'])
  })

  it('empty: a button to write one', async () => {
    fakeApi({ '/api/userFeedback/lists': paged([]) })
    await mount(FeedbackPage, '/pagesme/feedback/feedback')
    expect(pageText()).toContain('还没有反馈')
    await tap($('.fb-empty__add'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pagesme/feedback/addfeedback'])
  })
})

describe('反馈详情', () => {
  beforeEach(() => {
    resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows the feedback, its screenshots (previewed full size), the order and the thread of replies', async () => {
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve({ errMsg: 'previewImage:ok' })) as any)
    const detail: FeedbackDetail = {
      ...feedback(5, { status: 'replied', images: ['/uploads/a.png', '/uploads/b.png'], contact: '13800000000', order_kind: 'bill', order_id: 8 }),
      order: { kind: 'bill', id: 8, order_no: 'BO2026050100000008', title: '50元代金券', amount: '45.00', status: 'paid', create_time: '2026-04-30 10:00:00' },
      replies: [
        { id: 1, author: '客服小饭', content: '请提供截图', create_time: '2026-05-01 13:00:00' },
        { id: 2, author: '客服小饭', content: '已为您退款', create_time: '2026-05-01 15:00:00' },
      ],
    }
    const api = fakeApi({ '/api/userFeedback/detail': detail })
    await mount(FeedbackdelPage, '/pagesme/feedback/feedbackdel', { id: '5' })
    expect(api.calls('/api/userFeedback/detail')[0]).toMatchObject({ id: 5 })
    expect($('.fb-tag')!.textContent).toBe('已回复')
    expect($$('.fb-thread__text').map((r) => r.textContent)).toEqual(['请提供截图', '已为您退款'])
    expect($('.fb-detail__order')!.textContent).toContain('账单 · 50元代金券')
    expect($('.fb-detail__order')!.textContent).toContain('BO2026050100000008')
    const thumbs = $$('.fb-detail__thumb')
    expect(thumbs).toHaveLength(2)
    await tap(thumbs[1].querySelector('img') ?? thumbs[1])
    expect(preview).toHaveBeenCalledWith({ urls: ['/uploads/a.png', '/uploads/b.png'], current: '/uploads/b.png' })
  })

  it('a feedback without replies says one will come', async () => {
    fakeApi({ '/api/userFeedback/detail': { ...feedback(6), order: null, replies: [] } })
    await mount(FeedbackdelPage, '/pagesme/feedback/feedbackdel', { id: '6' })
    expect(pageText()).toContain('我们会尽快回复你')
    expect($('.fb-detail__order')).toBeNull()
  })
})
